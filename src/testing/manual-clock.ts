import type { Clock } from '../core/clock.js';

interface PendingTimer {
  id: number;
  dueAt: number;
  delayMs: number;
  callback: () => void;
}

/**
 * A clock that moves only when a test says so: `now()` stands still until `advance`, and timers fire, in due order,
 * when the clock passes their due time. Give it to `createSiteClient({ clock })` to test token expiry, retry
 * backoff and the browser flows' timeouts without waiting.
 *
 * @example
 * ```ts
 * const clock = new ManualClock(Date.UTC(2025, 0, 1));
 * const site = createSiteClient({ auth: OAuthStrategy({ clientId }), clock });
 * clock.advance(3_600_000); // an hour later: the visitor's access token has expired
 * ```
 */
export class ManualClock implements Clock {
  #current: number;
  #timers: PendingTimer[] = [];
  #nextId = 1;
  readonly #requested: number[] = [];

  /** @param startMs The clock's first reading, in ms since the Unix epoch; the real time by default. */
  constructor(startMs: number = Date.now()) {
    this.#current = startMs;
  }

  now(): number {
    return this.#current;
  }

  setTimeout(callback: () => void, ms: number): unknown {
    const timer = { id: this.#nextId++, dueAt: this.#current + ms, delayMs: ms, callback };
    this.#requested.push(ms);
    this.#timers.push(timer);
    return timer.id;
  }

  clearTimeout(handle: unknown): void {
    this.#timers = this.#timers.filter((timer) => timer.id !== handle);
  }

  /** Every delay (ms) a timer was set for, fired or not, in the order they were set: e.g. retry backoffs. */
  get requestedDelays(): readonly number[] {
    return [...this.#requested];
  }

  /** The delays (ms) of the timers still waiting, in the order they were set. */
  pendingDelays(): number[] {
    return this.#timers.map((timer) => timer.delayMs);
  }

  /** How many timers are still waiting. */
  get pendingTimers(): number {
    return this.#timers.length;
  }

  /** Moves time forward by `ms` and runs, in due order, every timer that falls due on the way. */
  advance(ms: number): void {
    const target = this.#current + ms;
    for (;;) {
      const due = this.#timers.filter((timer) => timer.dueAt <= target).sort((a, b) => a.dueAt - b.dueAt)[0];
      if (!due) break;
      this.clearTimeout(due.id);
      this.#current = due.dueAt;
      due.callback();
    }
    this.#current = target;
  }
}
