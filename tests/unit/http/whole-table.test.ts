import { describe, expect, it } from 'vitest';
import { checkedTable, wholeTable } from '../../../src/http/whole-table.js';

const OPERATIONS = await checkedTable();

describe('wholeTable', () => {
  it('finds every row of the operation table by name', async () => {
    expect(await wholeTable('getProduct')).toBe(OPERATIONS.getProduct);
    expect(await wholeTable('token')).toBe(OPERATIONS.token);
  });
});
