import { describe, expect, it } from 'vitest';
import type { Json, Reply } from './support/harness.js';
import { v3Sandbox } from './support/catalog-v3-sample.js';

/** Every amount of money in an answer (an object with an `amount`), with where it is. */
function amountsIn(value: Json, path = ''): Array<{ path: string; money: Json }> {
  if (Array.isArray(value)) return value.flatMap((item, index) => amountsIn(item, `${path}[${index}]`));
  if (value === null || typeof value !== 'object') return [];
  const own = typeof value.amount === 'string' ? [{ path, money: value }] : [];
  return [...own, ...Object.entries(value).flatMap(([key, item]) => amountsIn(item, path ? `${path}.${key}` : key))];
}

// The platform formats every price it answers when the read asks for `CURRENCY` (contract: FixedMonetaryAmount); the
// storefront package shows `formattedAmount` where it has one and the bare amount otherwise.
describe('sandbox catalog v3: formatted prices', () => {
  const v3 = v3Sandbox({ seed: 'demo' });
  const blanketId = async () => {
    const reply = await v3.h.call('/stores/v3/products/slug/wool-picnic-blanket', v3.admin);
    return reply.body.product.id as string;
  };

  /** Each read that takes `fields`, for the demo's picnic blanket (on sale: $83.30, compare-at $98.00). */
  const reads: Record<string, (fields: string[]) => Promise<Reply>> = {
    'query-variants': async (fields) =>
      v3.h.call('/stores/v3/products/query-variants', {
        ...v3.admin,
        body: { query: { filter: { 'productData.productId': await blanketId() } }, fields },
      }),
    'search-variants': async (fields) =>
      v3.h.call('/stores/v3/products/search-variants', {
        ...v3.admin,
        body: { search: { filter: { 'productData.productId': await blanketId() } }, fields },
      }),
    'get product': async (fields) =>
      v3.h.call(`/stores/v3/products/${await blanketId()}?${fields.map((f) => `fields=${f}`).join('&')}`, v3.admin),
    'get product by slug': (fields) =>
      v3.h.call(`/stores/v3/products/slug/wool-picnic-blanket?${fields.map((f) => `fields=${f}`).join('&')}`, v3.admin),
    'query products': (fields) =>
      v3.h.call('/stores/v3/products/query', {
        ...v3.admin,
        body: { query: { filter: { slug: 'wool-picnic-blanket' } }, fields },
      }),
    'search products': (fields) =>
      v3.h.call('/stores/v3/products/search', {
        ...v3.admin,
        body: { search: { filter: { slug: 'wool-picnic-blanket' } }, fields },
      }),
  };

  describe.each(Object.keys(reads))('%s', (read) => {
    it('formats every amount, compare-at prices and costs included, when CURRENCY is asked for', async () => {
      const reply = await reads[read]!(['CURRENCY', 'MERCHANT_DATA']);

      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      const amounts = amountsIn(reply.body);
      expect(amounts.map(({ money }) => money.amount)).toEqual(expect.arrayContaining(['83.30', '98.00']));
      for (const { path, money } of amounts)
        expect(money.formattedAmount, path).toBe(`$${Number(money.amount).toFixed(2)}`);
    });

    it('answers the bare amounts without CURRENCY', async () => {
      const reply = await reads[read]!([]);

      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      const amounts = amountsIn(reply.body);
      expect(amounts.length).toBeGreaterThan(0);
      for (const { path, money } of amounts) expect(money, path).not.toHaveProperty('formattedAmount');
    });
  });
});
