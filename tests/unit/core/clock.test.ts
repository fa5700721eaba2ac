import { describe, expect, it } from 'vitest';
import { nowInSeconds, sleep } from '../../../src/core/clock.js';
import { ManualClock } from '../../../src/testing/index.js';

describe('clock helpers', () => {
  it('expresses now in whole Unix seconds', () => {
    const clock = new ManualClock(1_700_000_000_999);
    expect(nowInSeconds(clock)).toBe(1_700_000_000);
  });

  it('sleep resolves when the clock reaches the delay', async () => {
    const clock = new ManualClock(0);
    let done = false;
    const waiting = sleep(clock, 500).then(() => (done = true));
    clock.advance(499);
    await Promise.resolve();
    expect(done).toBe(false);
    clock.advance(1);
    await waiting;
    expect(done).toBe(true);
  });

  it('sleep rejects with the abort reason and clears its timer', async () => {
    const clock = new ManualClock(0);
    const controller = new AbortController();
    const waiting = sleep(clock, 10_000, controller.signal);
    controller.abort(new Error('stop'));
    await expect(waiting).rejects.toThrow('stop');
    expect(clock.pendingTimers).toBe(0);
  });
});
