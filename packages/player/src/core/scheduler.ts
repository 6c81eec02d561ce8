export type TimerHandle = unknown;

/** Time as the controller sees it; the browser's by default, vitest's fake timers in tests. */
export interface Scheduler {
  now(): number;
  setTimeout(run: () => void, delayMs: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

// The core compiles without DOM or Node typings; both hosts provide these globals with this shape.
const timers = globalThis as unknown as {
  setTimeout(run: () => void, delayMs: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
};

/** Reads the globals on every call so fake timers installed after import still take effect. */
export const systemScheduler: Scheduler = {
  now: () => Date.now(),
  setTimeout: (run, delayMs) => timers.setTimeout(run, delayMs),
  clearTimeout: (handle) => timers.clearTimeout(handle),
};

/** One named timeout that can be (re)started and cancelled; the controller keeps one per rule. */
export class Timer {
  private handle: TimerHandle | null = null;

  constructor(
    private readonly scheduler: Scheduler,
    private readonly run: () => void,
  ) {}

  get isRunning(): boolean {
    return this.handle !== null;
  }

  start(delayMs: number): void {
    this.cancel();
    this.handle = this.scheduler.setTimeout(() => {
      this.handle = null;
      this.run();
    }, delayMs);
  }

  cancel(): void {
    if (this.handle === null) return;
    this.scheduler.clearTimeout(this.handle);
    this.handle = null;
  }
}
