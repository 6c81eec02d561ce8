import type { Clock } from '../lib/clock.js';
import { compress, type Encoding } from './encoding.js';

/** How long a shared answer is served as it is: an operator's change on another instance or by a CLI import shows within this. */
export const SHARED_ANSWER_FRESH_MS = 10_000;
/** How long past that it may still be served while one request makes the new one: a crowd never waits on a render. */
export const SHARED_ANSWER_STALE_MS = 60_000;
/** Keys are brand × language × address: a few thousand in use; beyond that the least recently used go. */
export const SHARED_ANSWER_MAX_ENTRIES = 2_000;

/** Groups dropped lately that answers still being made are checked against; past this many, all of those are refused. */
const DROPS_REMEMBERED = 10_000;

export interface SharedAnswer {
  body: string;
  headers: Record<string, string>;
  /** A page's CSP nonce, which its scripts carry. */
  nonce?: string;
}

/** Whose a kept answer is and how long it may go out: a viewer's own goes with their account's changes and their session. */
export interface Scope {
  /** Dropped together by `drop(group)`: one account's answers. */
  group?: string;
  /** Not served from this time on (ms since the epoch), fresh or stale: the session's end. */
  until?: number;
}

/** What a request may do with the kept answer of its key. */
export type Lookup<T> =
  | { kind: 'fresh'; answer: T }
  /** Serve it; another request is making the new one. */
  | { kind: 'stale'; answer: T }
  /** Make the answer and `keep` it (or `drop` the claim when it cannot be kept): this request is the one refreshing. */
  | { kind: 'make'; keep: (answer: T, scope?: Scope) => void; drop: () => void };

interface Entry<T> {
  answer: T;
  madeAt: number;
  weight: number;
  scope: Scope;
}

/**
 * Answers the same for a whole crowd (every visitor of a brand in one language), or for one viewer on their next
 * reads, kept in this process for SHARED_ANSWER_FRESH_MS, then served stale while one request makes the next
 * (stale-while-revalidate). `clear()` drops everything when the data behind them changes, `drop(group)` one group's.
 * At most `maxEntries` answers weighing `maxWeight` in all are kept, the least recently used going first.
 */
export function sharedAnswers<T>(
  clock: Clock,
  {
    freshMs = SHARED_ANSWER_FRESH_MS,
    staleMs = SHARED_ANSWER_STALE_MS,
    maxEntries = SHARED_ANSWER_MAX_ENTRIES,
    maxWeight = Number.POSITIVE_INFINITY,
    weigh = (_answer: T): number => 0,
  }: { freshMs?: number; staleMs?: number; maxEntries?: number; maxWeight?: number; weigh?: (answer: T) => number } = {},
) {
  const entries = new Map<string, Entry<T>>();
  const groups = new Map<string, Set<string>>();
  /** The latest claim of a request making each key: while it runs, the others are served the stale answer. */
  const making = new Map<string, object>();
  let weight = 0;
  /** When each group was last dropped, in ticks: an answer begun before that is not kept, whichever key it was for. */
  let ticks = 0;
  const droppedAt = new Map<string, number>();
  /** Answers begun before this tick are not kept: everything was cleared then, or the drops before it were forgotten. */
  let floor = 0;
  const forgetDrops = () => {
    ticks += 1;
    floor = ticks;
    droppedAt.clear();
  };

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    weight -= entry.weight;
    const group = entry.scope.group === undefined ? undefined : groups.get(entry.scope.group);
    group?.delete(key);
    if (group?.size === 0) groups.delete(entry.scope.group!);
  };

  const claim = (key: string): Lookup<T> => {
    const started = ticks;
    const claimed = {};
    making.set(key, claimed);
    const release = () => {
      if (making.get(key) === claimed) making.delete(key);
    };
    return {
      kind: 'make',
      keep: (answer, scope = {}) => {
        release();
        // Under a crowd several requests may make a key at once: whichever ends first keeps its answer.
        if (started < floor || started < (droppedAt.get(scope.group ?? '') ?? 0)) return;
        remove(key);
        const entry = { answer, madeAt: clock.now().getTime(), weight: weigh(answer), scope };
        if (entry.weight > maxWeight) return;
        // Map order is recency order: the first key is the least recently used.
        while (entries.size >= maxEntries || weight + entry.weight > maxWeight) remove(entries.keys().next().value!);
        entries.set(key, entry);
        weight += entry.weight;
        if (scope.group !== undefined) groups.set(scope.group, (groups.get(scope.group) ?? new Set()).add(key));
      },
      drop: release,
    };
  };

  return {
    lookup(key: string): Lookup<T> {
      const kept = entries.get(key);
      if (!kept) return claim(key);
      const now = clock.now().getTime();
      if (kept.scope.until !== undefined && now >= kept.scope.until) {
        remove(key);
        return claim(key);
      }
      entries.delete(key);
      entries.set(key, kept);
      const age = now - kept.madeAt;
      if (age < freshMs) return { kind: 'fresh', answer: kept.answer };
      if (age < freshMs + staleMs && making.has(key)) return { kind: 'stale', answer: kept.answer };
      return claim(key);
    },
    clear(): void {
      entries.clear();
      groups.clear();
      making.clear();
      weight = 0;
      forgetDrops();
    },
    /** Drops one group's answers, and keeps none of those being made for it now. */
    drop(group: string): void {
      for (const key of groups.get(group) ?? []) remove(key);
      if (droppedAt.size >= DROPS_REMEMBERED) forgetDrops();
      ticks += 1;
      droppedAt.set(group, ticks);
    },
    get size() {
      return entries.size;
    },
    get weight() {
      return weight;
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
