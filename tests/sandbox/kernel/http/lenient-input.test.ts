import { describe, expect, it } from 'vitest';
import {
  zBulkUpdateProductsPropertyBody,
  zCreateProductBody,
  zCreateRedirectSessionBody,
  zQueryProductsByPostBody,
  zQueryProductsV3ByPostBody,
} from '../../../../generated/zod.gen.js';
import { lenientInput } from '../../../../sandbox/kernel/http/lenient-input.js';

describe('numbers sent as strings', () => {
  it('become numbers wherever the schema wants a number, at any depth', () => {
    const body = { product: { name: '12', priceData: { price: '12.50' }, weight: '0.5', discount: { value: '1e1' } } };
    expect(lenientInput(zCreateProductBody, body)).toEqual({
      product: { name: '12', priceData: { price: 12.5 }, weight: 0.5, discount: { value: 10 } },
    });
  });

  it('reach integers through optional wrappers and one-of unions', () => {
    expect(lenientInput(zQueryProductsByPostBody, { query: { paging: { limit: '5', offset: '-0' } } })).toEqual({
      query: { paging: { limit: 5, offset: -0 } },
    });
    expect(lenientInput(zBulkUpdateProductsPropertyBody, { ids: ['a'], set: { price: '3' } })).toEqual({
      ids: ['a'],
      set: { price: 3 },
    });
  });

  it('leave strings alone where the schema takes a string, and text that is not a JSON number', () => {
    const body = { product: { name: '42', sku: '7', priceData: { price: ' 12' } } };
    expect(lenientInput(zCreateProductBody, body)).toBe(body);
    for (const text of ['', '12a', '0x10', '1.', '.5', '+1', 'NaN', 'Infinity', '1 ']) {
      const paging = { query: { paging: { limit: text } } };
      expect(lenientInput(zQueryProductsByPostBody, paging)).toBe(paging);
    }
  });

  it('leave a request with nothing to change as the same object', () => {
    const session = { ecomCheckout: { checkoutId: '1' }, callbacks: { postFlowUrl: 'https://example.com/' } };
    expect(lenientInput(zCreateRedirectSessionBody, session)).toBe(session);
    const query = { query: { filter: { price: { $gt: '5' } }, sort: [{ fieldName: 'price' }] } };
    expect(lenientInput(zQueryProductsByPostBody, query)).toBe(query);
  });
});

describe('v1 sort keys in the short form', () => {
  it('become the long form', () => {
    expect(lenientInput(zQueryProductsByPostBody, { query: { sort: [{ price: 'desc' }, { name: 'ASC' }] } })).toEqual({
      query: {
        sort: [
          { fieldName: 'price', order: 'DESC' },
          { fieldName: 'name', order: 'ASC' },
        ],
      },
    });
  });

  it('stay as sent when they are not one field with asc or desc, or are not v1 sort keys', () => {
    for (const key of [{ price: 'up' }, { price: 'asc', name: 'desc' }, { price: 1 }, {}]) {
      const body = { query: { sort: [key] } };
      expect(lenientInput(zQueryProductsByPostBody, body)).toBe(body);
    }
    const v3 = { query: { sort: [{ name: 'asc' }] } };
    expect(lenientInput(zQueryProductsV3ByPostBody, v3)).toBe(v3);
  });
});
