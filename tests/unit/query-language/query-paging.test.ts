import { describe, expect, it } from 'vitest';
import {
  currentPage,
  exactTotal,
  hasNextPage,
  hasPreviousPage,
  nextPage,
  previousPage,
} from '../../../src/query-language/query-paging.js';

const page = (offset: number, limit: number, pageSize = limit) => ({ offset, limit, pageSize });

describe('exactTotal', () => {
  it('is the total unless the server could not count', () => {
    expect(exactTotal({ total: 30 })).toBe(30);
    expect(exactTotal({ total: 30, tooManyToCount: true })).toBeUndefined();
    expect(exactTotal({})).toBeUndefined();
    expect(exactTotal(undefined)).toBeUndefined();
  });
});

describe('currentPage', () => {
  it('counts pages of pageSize from the start; a page starting inside a page follows a short page 0', () => {
    expect(currentPage(page(0, 10))).toBe(0);
    expect(currentPage(page(20, 10))).toBe(2);
    expect(currentPage(page(5, 10))).toBe(1);
    expect(currentPage(page(15, 10))).toBe(2);
    expect(currentPage(page(0, 0))).toBeUndefined();
  });
});

describe('hasNextPage', () => {
  it('follows an exact total, even past an empty page', () => {
    expect(hasNextPage(page(0, 10), 10, { total: 25 })).toBe(true);
    expect(hasNextPage(page(20, 10), 5, { total: 25 })).toBe(false);
    expect(hasNextPage(page(10, 10), 0, { total: 25 })).toBe(true);
    expect(hasNextPage(page(10, 10), 10, { total: 20 })).toBe(false);
  });

  it('without a total, a full page may have more and a short page is the end', () => {
    expect(hasNextPage(page(0, 10), 10, {})).toBe(true);
    expect(hasNextPage(page(0, 10), 9, {})).toBe(false);
    expect(hasNextPage(page(0, 10), 0, undefined)).toBe(false);
  });

  it('with tooManyToCount, a total beyond the page is a lower bound; otherwise a full page may have more', () => {
    expect(hasNextPage(page(0, 10), 0, { total: 1000, tooManyToCount: true })).toBe(true);
    expect(hasNextPage(page(990, 10), 10, { total: 1000, tooManyToCount: true })).toBe(true);
    expect(hasNextPage(page(990, 10), 3, { total: 1000, tooManyToCount: true })).toBe(false);
    expect(hasNextPage(page(0, 10), 10, { tooManyToCount: true })).toBe(true);
    expect(hasNextPage(page(0, 10), 4, { tooManyToCount: true })).toBe(false);
  });

  it('is false for a page size of 0', () => {
    expect(hasNextPage(page(0, 0), 0, { total: 10 })).toBe(false);
  });
});

describe('hasPreviousPage', () => {
  it('is true whenever the page does not start at 0, aligned or not', () => {
    expect(hasPreviousPage(page(0, 10))).toBe(false);
    expect(hasPreviousPage(page(5, 10))).toBe(true);
    expect(hasPreviousPage(page(10, 10))).toBe(true);
    expect(hasPreviousPage(page(5, 0))).toBe(false);
  });
});

describe('nextPage and previousPage', () => {
  it('steps by the page size', () => {
    expect(nextPage(page(10, 10))).toEqual(page(20, 10));
    expect(previousPage(page(20, 10))).toEqual(page(10, 10));
  });

  it('never goes below 0 and never overlaps the current page', () => {
    expect(previousPage(page(5, 10))).toEqual(page(0, 5, 10));
    expect(previousPage(page(15, 10))).toEqual(page(5, 10));
  });

  it('comes back to the same page after prev then next', () => {
    const start = page(5, 10);
    expect(nextPage(previousPage(start))).toEqual(start);
  });
});
