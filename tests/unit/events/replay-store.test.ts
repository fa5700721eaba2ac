import { describe, expect, it } from 'vitest';
import { createMemoryReplayStore } from '../../../src/events/index.js';

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

describe('createMemoryReplayStore', () => {
  it('accepts a key once until its time to live has passed', () => {
    const time = clock();
    const store = createMemoryReplayStore({ now: time.now });
    expect(store.add('k', 60)).toBe(true);
    expect(store.add('k', 60)).toBe(false);
    time.advance(59_999);
    expect(store.add('k', 60)).toBe(false);
    time.advance(1);
    expect(store.add('k', 60)).toBe(true);
  });

  it('keeps keys apart', () => {
    const store = createMemoryReplayStore();
    expect(store.add('a', 60)).toBe(true);
    expect(store.add('b', 60)).toBe(true);
    expect(store.add('a', 60)).toBe(false);
  });

  it('forgets a deleted key', () => {
    const store = createMemoryReplayStore();
    store.add('k', 60);
    store.delete('k');
    expect(store.add('k', 60)).toBe(true);
  });

  it('drops expired keys before the oldest live ones when full', () => {
    const time = clock();
    const store = createMemoryReplayStore({ now: time.now, maxEntries: 2 });
    store.add('long', 600);
    store.add('short', 1);
    time.advance(2_000);
    expect(store.add('new', 600)).toBe(true);
    expect(store.add('long', 600)).toBe(false);
  });

  it('forgets the oldest live key when full of live keys', () => {
    const store = createMemoryReplayStore({ maxEntries: 2 });
    store.add('first', 600);
    store.add('second', 600);
    store.add('third', 600);
    expect(store.add('second', 600)).toBe(false);
    expect(store.add('third', 600)).toBe(false);
    expect(store.add('first', 600)).toBe(true);
  });
});
