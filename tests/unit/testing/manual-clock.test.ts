import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/testing/index.js';

describe('ManualClock', () => {
  it('stands still until advanced', () => {
    const clock = new ManualClock(1_000);
    expect(clock.now()).toBe(1_000);
    clock.advance(250);
    expect(clock.now()).toBe(1_250);
  });

  it('starts at the real time by default', () => {
    const before = Date.now();
    const reading = new ManualClock().now();
    expect(reading).toBeGreaterThanOrEqual(before);
    expect(reading).toBeLessThanOrEqual(Date.now());
  });

  it('fires due timers in due order, each at its own time', () => {
    const clock = new ManualClock(0);
    const fired: Array<[string, number]> = [];
    clock.setTimeout(() => fired.push(['late', clock.now()]), 300);
    clock.setTimeout(() => fired.push(['early', clock.now()]), 100);
    clock.setTimeout(() => fired.push(['never', clock.now()]), 1_000);
    clock.advance(500);
    expect(fired).toEqual([
      ['early', 100],
      ['late', 300],
    ]);
    expect(clock.now()).toBe(500);
    expect(clock.pendingDelays()).toEqual([1_000]);
  });

  it('runs a timer set by a firing timer when it falls due within the same advance', () => {
    const clock = new ManualClock(0);
    const fired: number[] = [];
    clock.setTimeout(() => clock.setTimeout(() => fired.push(clock.now()), 50), 100);
    clock.advance(200);
    expect(fired).toEqual([150]);
  });

  it('forgets cleared timers and records every requested delay', () => {
    const clock = new ManualClock(0);
    let fired = false;
    const handle = clock.setTimeout(() => (fired = true), 10);
    clock.setTimeout(() => undefined, 20);
    clock.clearTimeout(handle);
    expect(clock.pendingTimers).toBe(1);
    clock.advance(30);
    expect(fired).toBe(false);
    expect(clock.pendingTimers).toBe(0);
    expect(clock.requestedDelays).toEqual([10, 20]);
  });
});
