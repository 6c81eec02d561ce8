/** Time as a dependency, so rules with durations are tested without waiting. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** The system's time moved by an offset the developer tools set, so a journey can reach a rental's end without waiting. */
export interface ShiftedClock extends Clock {
  /** Sets the offset from the system's time, not a step: 0 puts the clock back. */
  shiftTo(offsetMs: number): void;
  offsetMs(): number;
}

export function shiftedClock(): ShiftedClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    shiftTo: (offsetMs) => {
      offset = offsetMs;
    },
    offsetMs: () => offset,
  };
}
