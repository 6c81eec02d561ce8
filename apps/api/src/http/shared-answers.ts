import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import type { Clock } from '../lib/clock.js';

/** How long a shared answer is served as it is: an operator's change on another instance or by a CLI import shows within this. */
export const SHARED_ANSWER_FRESH_MS = 10_000;
/** How long past that it may still be served while one request makes the new one: a crowd never waits on a render. */
export const SHARED_ANSWER_STALE_MS = 60_000;
/** Keys are brand × language × address: a few thousand in use; beyond that the least recently used go. */
export const SHARED_ANSWER_MAX_ENTRIES = 2_000;

export interface SharedAnswer {
  body: string;
  headers: Record<string, string>;
  /** A page's CSP nonce, which its scripts carry. */
  nonce?: string;
}

/** What a request may do with the kept answer of its key. */
export type Lookup<T> =
  | { kind: 'fresh'; answer: T }
  /** Serve it; another request is making the new one. */
  | { kind: 'stale'; answer: T }
  /** Make the answer and `keep` it (or `drop` the claim when it cannot be kept): this request is the one refreshing. */
  | { kind: 'make'; keep: (answer: T) => void; drop: () => void };

/**
 * Answers the same for a whole crowd (every visitor of a brand in one language), kept in this process for
 * SHARED_ANSWER_FRESH_MS, then served stale while one request makes the next (stale-while-revalidate). `clear()` drops
 * everything when the data behind them changes.
 */
export function sharedAnswers<T>(
  clock: Clock,
  { freshMs = SHARED_ANSWER_FRESH_MS, staleMs = SHARED_ANSWER_STALE_MS, maxEntries = SHARED_ANSWER_MAX_ENTRIES } = {},
) {
  const entries = new Map<string, { answer: T; madeAt: number }>();
  /** The claim of the request making each key now; a clear() meanwhile makes its answer too old to keep. */
  const making = new Map<string, object>();
  let generation = 0;

  const claim = (key: string): Lookup<T> => {
    const started = generation;
    const claimed = {};
    making.set(key, claimed);
    const release = () => {
      if (making.get(key) === claimed) making.delete(key);
    };
    return {
      kind: 'make',
      keep: (answer) => {
        release();
        if (generation !== started) return;
        entries.delete(key);
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
        entries.set(key, { answer, madeAt: clock.now().getTime() });
      },
      drop: release,
    };
  };

  return {
    lookup(key: string): Lookup<T> {
      const kept = entries.get(key);
      if (!kept) return claim(key);
      // Map order is recency order: a read moves the key to the end, so the first key is the least recently used.
      entries.delete(key);
      entries.set(key, kept);
      const age = clock.now().getTime() - kept.madeAt;
      if (age < freshMs) return { kind: 'fresh', answer: kept.answer };
      if (age < freshMs + staleMs && making.has(key)) return { kind: 'stale', answer: kept.answer };
      return claim(key);
    },
    clear(): void {
      generation += 1;
      entries.clear();
      making.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

export type SharedAnswers<T> = ReturnType<typeof sharedAnswers<T>>;

/** A strong validator from the answer's bytes: the same answer has the same ETag on every instance. */
export const etagOf = (body: string): string => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/** A compressed form is the same answer in other bytes: its validator is the weak twin of the plain one. */
export const weakEtag = (etag: string): string => (etag.startsWith('W/') ? etag : `W/${etag}`);

/** If-None-Match names this answer, in either form (the weak comparison of RFC 9110 §8.8.3.2). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch !== undefined && ifNoneMatch.split(',').some((tag) => bare(tag) === bare(etag));
}

/** br when the browser takes it, else gzip; a `;q=0` entry refuses that encoding. */
export function encodingFor(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((entry) => entry.trim().split(';'))
    .filter(([, quality]) => !/^\s*q=0(\.0*)?\s*$/.test(quality ?? ''))
    .map(([name]) => name?.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return undefined;
}

/** Below this an answer fits a packet or two as it is. */
export const COMPRESS_FROM_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
/** A kept answer's compressed forms, each made once, at the best ratio, off the event loop. */
const encodedForms = new WeakMap<SharedAnswer, Partial<Record<'br' | 'gzip', Promise<Buffer>>>>();

export function encodedForm(answer: SharedAnswer, encoding: 'br' | 'gzip'): Promise<Buffer> {
  const forms = encodedForms.get(answer) ?? {};
  encodedForms.set(answer, forms);
  forms[encoding] ??=
    encoding === 'br' ? brotli(answer.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }) : gzipped(answer.body, { level: 9 });
  return forms[encoding];
}
