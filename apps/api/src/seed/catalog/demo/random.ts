/** A seeded generator (mulberry32): the same seed gives the same demo catalogue on every machine. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  return {
    next,
    /** An integer in [min, max]. */
    int,
    pick,
    chance: (probability: number) => next() < probability,
    /** n distinct entries, in random order. */
    sample<T>(list: readonly T[], n: number): T[] {
      const copy = [...list];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy.slice(0, Math.min(n, copy.length));
    },
    /** A rating like 7.4, leaning to the middle of [min, max]. */
    rating: (min: number, max: number) => Math.round((min + ((next() + next()) / 2) * (max - min)) * 10) / 10,
  };
}

export type Random = ReturnType<typeof seededRandom>;
