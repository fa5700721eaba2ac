import { describe, expect, it } from 'vitest';
import { CHUNK_LENGTH, chunkedWrites, MAX_CHUNKS, readChunked } from '../../../src/server/cookie-chunks.js';

const cookies = (entries: Record<string, string>) => new Map(Object.entries(entries));

describe('session cookie chunks', () => {
  it('writes a value that fits as one cookie, and clears chunks of an earlier, longer value', () => {
    expect(chunkedWrites(cookies({ s: 'old', 's.0': 'a', 's.1': 'b', other: 'x' }), 's', 'new')).toEqual([
      { name: 's', value: 'new' },
      { name: 's.0', value: null },
      { name: 's.1', value: null },
    ]);
  });

  it('splits a long value into chunks, clears the whole cookie and chunks beyond the last, and joins them back', () => {
    const value = 'v'.repeat(CHUNK_LENGTH * 2 + 10);
    const writes = chunkedWrites(cookies({ s: 'short', 's.0': 'x', 's.5': 'stale' }), 's', value);
    expect(writes.map((write) => [write.name, write.value?.length ?? null])).toEqual([
      ['s.0', CHUNK_LENGTH],
      ['s.1', CHUNK_LENGTH],
      ['s.2', 10],
      ['s', null],
      ['s.5', null],
    ]);
    const browser = new Map(writes.filter((w) => w.value !== null).map((w) => [w.name, w.value!]));
    expect(readChunked(browser, 's')).toBe(value);
  });

  it('clears every form when the value goes', () => {
    expect(chunkedWrites(cookies({ 's.0': 'a', 's.1': 'b', 's.x': 'not a chunk' }), 's', null)).toEqual([
      { name: 's.0', value: null },
      { name: 's.1', value: null },
    ]);
    expect(chunkedWrites(cookies({}), 's', null)).toEqual([]);
  });

  it('reads nothing from an oversized cookie or too many chunks', () => {
    expect(readChunked(cookies({ s: 'v'.repeat(CHUNK_LENGTH + 1) }), 's')).toBeUndefined();
    const many = Object.fromEntries(Array.from({ length: MAX_CHUNKS + 1 }, (_, i) => [`s.${i}`, 'v']));
    expect(readChunked(cookies(many), 's')).toBeUndefined();
    expect(readChunked(cookies({ 's.0': 'a', 's.1': 'v'.repeat(CHUNK_LENGTH + 1) }), 's')).toBeUndefined();
    expect(readChunked(cookies({}), 's')).toBeUndefined();
  });
});
