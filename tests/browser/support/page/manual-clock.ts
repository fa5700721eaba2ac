import type { Clock } from '../../../../src/index.js';

interface PendingTimer {
  id: number;
  dueAt: number;
  delayMs: number;
  callback: () => void;
}

/**
 * A clock the test moves by hand: `now()` stands still until `advance`, and timers fire only when the clock passes
 * their due time. Given to sitekit as its injectable clock, it drives the 120 s and 7-day rules without waiting.
 */
export class ManualClock implements Clock {
  private current: number;
  private timers: PendingTimer[] = [];
  private nextId = 1;

  constructor(startMs: number) {
    this.current = startMs;
  }

  now(): number {
    return this.current;
  }

  setTimeout(callback: () => void, ms: number): unknown {
    const timer = { id: this.nextId++, dueAt: this.current + ms, delayMs: ms, callback };
    this.timers.push(timer);
    return timer.id;
  }

  clearTimeout(handle: unknown): void {
    this.timers = this.timers.filter((timer) => timer.id !== handle);
  }

  /** The delays (ms) of the timers still waiting, in the order they were set. */
  pendingDelays(): number[] {
    return this.timers.map((timer) => timer.delayMs);
  }

  /** Moves time forward and runs, in due order, every timer that falls due. */
  advance(ms: number): void {
    const target = this.current + ms;
    for (;;) {
      const due = this.timers.filter((timer) => timer.dueAt <= target).sort((a, b) => a.dueAt - b.dueAt)[0];
      if (!due) break;
      this.clearTimeout(due.id);
      this.current = due.dueAt;
      due.callback();
    }
    this.current = target;
  }
}
