import type { Clock } from '../lib/clock.js';
import { compress, type Encoding } from './encoding.js';

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

/** A kept answer's compressed forms, each made once. */
const encodedForms = new WeakMap<SharedAnswer, Partial<Record<Encoding, Promise<Buffer>>>>();

export function encodedForm(answer: SharedAnswer, encoding: Encoding): Promise<Buffer> {
  const forms = encodedForms.get(answer) ?? {};
  encodedForms.set(answer, forms);
  forms[encoding] ??= compress(answer.body, encoding, 'kept');
  return forms[encoding];
}
