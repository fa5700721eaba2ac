import { describe, expect, it } from 'vitest';
import { nextPageRequest } from '../../../src/catalog-v3/next-page-request.js';

describe('nextPageRequest', () => {
  it('asks for the page a cursor points to with the page size, and nothing else', () => {
    expect(nextPageRequest('c2', 12)).toEqual({ cursorPaging: { cursor: 'c2', limit: 12 } });
  });

  it('leaves the page size to the platform when none was asked', () => {
    expect(nextPageRequest('c2')).toEqual({ cursorPaging: { cursor: 'c2' } });
  });
});
