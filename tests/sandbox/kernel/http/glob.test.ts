import { describe, expect, it } from 'vitest';
import { globMatches, type PieceSearch } from '../../../../sandbox/kernel/http/glob.js';

interface SearchCall {
  piece: string;
  from: number;
  found: number;
}

/** The real search, recording where each call started and what it found. */
function recordingSearch(): { search: PieceSearch; calls: SearchCall[] } {
  const calls: SearchCall[] = [];
  const search: PieceSearch = (text, piece, from) => {
    const found = text.indexOf(piece, from);
    calls.push({ piece, from, found });
    return found;
  };
  return { search, calls };
}

describe('globMatches', () => {
  it.each([
    ['/stores-reader/*', '/stores-reader/v1/products/query', true],
    ['/stores-reader/*', '/stores/v1/products', false],
    ['*', '', true],
    ['/exact', '/exact', true],
    ['/exact', '/exact/more', false],
    ['*/products/*', '/stores/v1/products/query', true],
    ['*/products/*', '/stores/v1/collections', false],
    ['a*a', 'a', false],
    ['*ab*b', 'ab', false],
    ['/*a*b*c', '/cba-abc', true],
  ])('%s against %s is %s', (pattern, path, expected) => {
    expect(globMatches(pattern, path)).toBe(expected);
  });

  it('searches each piece once, never going back, on the pattern that freezes a backtracking matcher', () => {
    const pattern = `/${'*a'.repeat(10)}*!*`;
    const path = `/${'a'.repeat(5_000)}`;
    const { search, calls } = recordingSearch();

    expect(globMatches(pattern, path, search)).toBe(false);

    const middlePieces = pattern.split('*').slice(1, -1);
    expect(calls.map((call) => call.piece)).toEqual(middlePieces);
    // Each search starts exactly where the previous piece ended, so no character is examined twice.
    calls.slice(1).forEach((call, i) => {
      const previous = calls[i]!;
      expect(call.from).toBe(previous.found + previous.piece.length);
    });
    expect(calls.at(-1)!.found).toBe(-1);
  });

  it('does as many searches for a path a thousand times longer', () => {
    const pattern = `/${'*a'.repeat(10)}*!*`;
    const short = recordingSearch();
    const long = recordingSearch();
    globMatches(pattern, `/${'a'.repeat(50)}`, short.search);
    globMatches(pattern, `/${'a'.repeat(50_000)}`, long.search);
    expect(long.calls).toHaveLength(short.calls.length);
  });
});
