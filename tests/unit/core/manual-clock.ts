import type { Clock } from '../../../src/core/clock.js';

interface Timer {
  at: number;
  callback: () => void;
  id: number;
}

/**
 * A clock that only moves when told to. `advance(ms)` fires due timers in order; `sleeps` records every timer delay
 * requested, so tests can assert backoff values without waiting.
 */
export class ManualClock implements Clock {
  private current: number;
  private timers: Timer[] = [];
  private nextId = 1;
  readonly sleeps: number[] = [];

  constructor(startMs = Date.UTC(2024, 10, 21, 8, 20, 0)) {
    this.current = startMs;
  }

  now(): number {
    return this.current;
  }

  setTimeout(callback: () => void, ms: number): unknown {
    const timer = { at: this.current + ms, callback, id: this.nextId++ };
    this.sleeps.push(ms);
    this.timers.push(timer);
    return timer.id;
  }

  clearTimeout(handle: unknown): void {
    this.timers = this.timers.filter((timer) => timer.id !== handle);
  }

  get pendingTimers(): number {
    return this.timers.length;
  }

  advance(ms: number): void {
    const target = this.current + ms;
    for (;;) {
      const due = this.timers.filter((timer) => timer.at <= target).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      this.timers = this.timers.filter((timer) => timer !== due);
      this.current = due.at;
      due.callback();
    }
    this.current = target;
  }
}

/** A clock whose timers fire on the next microtask, whatever their delay (recorded in `sleeps`). */
export class InstantClock extends ManualClock {
  override setTimeout(callback: () => void, ms: number): unknown {
    const handle = super.setTimeout(() => undefined, ms);
    queueMicrotask(() => {
      this.clearTimeout(handle);
      callback();
    });
    return handle;
  }
}
