import { describe, expect, it } from 'vitest';
import { operations as OPERATIONS } from '../../../src/http/operations.js';
import { wholeTable } from '../../../src/http/whole-table.js';

describe('wholeTable', () => {
  it('finds every row of the operation table by name', async () => {
    expect(await wholeTable('getProduct')).toBe(OPERATIONS.getProduct);
    expect(await wholeTable('token')).toBe(OPERATIONS.token);
  });
});
