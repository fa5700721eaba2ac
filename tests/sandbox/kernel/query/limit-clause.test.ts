import { describe, expect, it } from 'vitest';
import { limitClause } from '../../../../sandbox/kernel/query/limit-clause.js';

describe('limitClause', () => {
  it('writes a whole, non-negative page size into the SQL', () => {
    expect(limitClause(0)).toBe('LIMIT 0');
    expect(limitClause(51)).toBe('LIMIT 51');
  });

  it('refuses anything else, so no other text reaches the SQL', () => {
    for (const bad of [-1, 2.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53, '1; DROP TABLE x' as unknown as number])
      expect(() => limitClause(bad), String(bad)).toThrow(RangeError);
  });
});
