import { describe, expect, it } from 'vitest';
import { shirtV3, v3Sandbox } from './support/catalog-v3-sample.js';
import { expectEnvelope, type Json } from './support/harness.js';

/** Updates need only what they change: a variant named by id keeps its price, a price change may leave one amount out. */
describe('v3 updates without the fields only a create needs', () => {
  const v3 = v3Sandbox();

  async function created(name: string): Promise<Json> {
    const reply = await v3.h.call('/stores/v3/products', { ...v3.admin, body: { product: shirtV3(name) } });
    expect(reply.status, reply.text).toBe(200);
    return reply.body.product;
  }
  const read = async (id: string) => (await v3.h.call(`/stores/v3/products/${id}`, v3.admin)).body.product;
  /** The stored variants with their price left out and their stock given. */
  const withoutPrices = (product: Json, quantity: number) =>
    product.variantsInfo.variants.map(({ id, choices }: Json) => ({ id, choices, inventoryItem: { quantity } }));
  const prices = (product: Json) => product.variantsInfo.variants.map((v: Json) => v.price);

  it('bulk update with inventory: variants without a price keep theirs and take the new stock', async () => {
    const product = await created('Restocked Shirt');
    const reply = await v3.h.call('/stores/v3/bulk/products-with-inventory/update', {
      ...v3.admin,
      body: {
        products: [
          {
            product: {
              id: product.id,
              revision: product.revision,
              variantsInfo: { variants: withoutPrices(product, 7) },
            },
          },
        ],
        returnEntity: true,
      },
    });
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body.productResults.results.map((r: Json) => r.itemMetadata.success)).toEqual([true]);
    expect(reply.body.inventoryResults.results.map((r: Json) => r.item.quantity)).toEqual([7, 7]);
    expect(prices(await read(product.id))).toEqual(prices(product));
  });

  it('update with inventory: the same, and a new variant without a price still fails', async () => {
    const product = await created('Single Restock');
    const update = (variants: Json[]) =>
      v3.h.call(`/stores/v3/products-with-inventory/${product.id}`, {
        ...v3.admin,
        method: 'PATCH',
        body: { product: { id: product.id, revision: product.revision, variantsInfo: { variants } } },
      });
    const [first, second] = withoutPrices(product, 2);
    const unknown = await update([first, { choices: second.choices, inventoryItem: { quantity: 1 } }]);
    expectEnvelope(unknown, 400);
    expect(unknown.body.details.validationError.fieldViolations[0].field).toBe(
      'product.variantsInfo.variants[1].price.actualPrice',
    );
    const reply = await update([first, second]);
    expect(reply.status, reply.text).toBe(200);
    expect(prices(reply.body.product)).toEqual(prices(product));
  });

  it('update variants by filter: a price with only compareAtPrice keeps the actual price', async () => {
    const product = await created('Compared Shirt');
    const reply = await v3.h.call('/stores/v3/bulk/products/update-variants-by-filter', {
      ...v3.admin,
      body: { filter: { id: product.id }, variant: { price: { compareAtPrice: { amount: '99.00' } } } },
    });
    expect(reply.status, reply.text).toBe(200);
    await expect
      .poll(async () => prices(await read(product.id)))
      .toEqual(
        prices(product).map((price: Json) => ({
          actualPrice: price.actualPrice,
          compareAtPrice: { amount: '99.00' },
        })),
      );
  });
});
