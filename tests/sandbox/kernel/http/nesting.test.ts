import { describe, expect, it } from 'vitest';
import { MAX_NESTING, nestingViolation } from '../../../../sandbox/kernel/http/nesting.js';

/** `{a: {a: … {a: leaf}}}`, `levels` objects deep. */
function deepObject(levels: number, leaf: unknown = 1): unknown {
  let value = leaf;
  for (let i = 0; i < levels; i++) value = { a: value };
  return value;
}

describe('nestingViolation', () => {
  it('accepts a body exactly as deep as allowed', () => {
    expect(nestingViolation(deepObject(MAX_NESTING))).toBeUndefined();
    expect(nestingViolation({ list: [1, { b: [2, 3] }], text: 'x' })).toBeUndefined();
  });

  it('names the first place that is too deep, with dots, brackets and the prefix', () => {
    const tooDeep = deepObject(MAX_NESTING + 1);
    const path = Array.from({ length: MAX_NESTING }, () => 'a').join('.');
    expect(nestingViolation(tooDeep)).toEqual({
      field: path,
      description: `is nested deeper than ${MAX_NESTING} levels`,
      violatedRule: 'MAX',
    });
    expect(nestingViolation(tooDeep, 'query')?.field).toBe(`query.${path}`);
    expect(nestingViolation({ ok: 1, list: [0, deepObject(MAX_NESTING - 1)] })?.field).toBe(
      `list[1].${Array.from({ length: MAX_NESTING - 2 }, () => 'a').join('.')}`,
    );
  });
});
