import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiKeyAuth, Product } from '../../../src/index.js';
import { apiKeyClient, type LoggedClient } from '../support/site-clients.js';
import { useSandboxUnderTest } from '../support/sandbox-under-test.js';

const sandbox = useSandboxUnderTest('none');
let admin: LoggedClient<ApiKeyAuth>;
beforeAll(async () => {
  admin = apiKeyClient(sandbox);
});

let counter = 0;
/** Three fresh products priced 10, 20 and 30, plus one that no bulk call lists. */
async function freshProducts(): Promise<{ ids: string[]; bystander: string }> {
  const make = async (price: number) =>
    (
      await admin.site.products.createProduct({
        name: `Bulk ${++counter}`,
        priceData: { price },
        costAndProfitData: { itemCost: price / 2 },
        weight: 1,
      })
    ).product!.id!;
  const ids = [await make(10), await make(20), await make(30)];
  return { ids, bystander: await make(40) };
}

/** Products read back with merchant data, in the order of `ids`. */
async function readBack(ids: string[]): Promise<Product[]> {
  const page = await admin.site.products.queryProducts().in('id', ids).limit(100).find();
  return ids.map((id) => page.items.find((product) => product.id === id)!);
}

describe('bulkUpdateProductsProperty', () => {
  it('sets the price of every listed product, and only theirs', async () => {
    const { ids, bystander } = await freshProducts();
    const result = await admin.site.products.bulkUpdateProductsProperty(ids, { price: 25 });
    expect(result.bulkActionMetadata).toEqual({ totalSuccesses: 3, totalFailures: 0, undetailedFailures: 0 });
    expect(result.results?.map((item) => item.itemMetadata)).toEqual(
      ids.map((id, originalIndex) => ({ id, originalIndex, success: true })),
    );
    expect((await readBack(ids)).map((product) => product.priceData?.price)).toEqual([25, 25, 25]);
    expect((await readBack([bystander]))[0]?.priceData?.price).toBe(40);
    expect(admin.log.to('/stores/v1/bulk/products/update').at(-1)?.body).toEqual({ ids, set: { price: 25 } });
  });

  it('sets cost, weight, brand and ribbon', async () => {
    const { ids } = await freshProducts();
    await admin.site.products.bulkUpdateProductsProperty(ids, { cost: 3 });
    await admin.site.products.bulkUpdateProductsProperty(ids, { weight: 2.5 });
    await admin.site.products.bulkUpdateProductsProperty(ids, { brand: 'Bulk Brand' });
    await admin.site.products.bulkUpdateProductsProperty(ids, { ribbon: 'Clearance' });
    for (const id of ids) {
      const { product } = await admin.site.products.getProduct(id, { includeMerchantSpecificData: true });
      expect(product).toMatchObject({
        costAndProfitData: { itemCost: 3 },
        weight: 2.5,
        brand: 'Bulk Brand',
        ribbon: 'Clearance',
      });
    }
  });

  it('reports missing and repeated ids as failed items and commits the others', async () => {
    const { ids } = await freshProducts();
    const listed = [ids[0]!, 'no-such-product', ids[0]!, ids[1]!];
    const result = await admin.site.products.bulkUpdateProductsProperty(listed, { price: 7 });
    expect(result.bulkActionMetadata).toMatchObject({ totalSuccesses: 2, totalFailures: 2 });
    expect(result.results?.map((item) => [item.itemMetadata?.success, item.itemMetadata?.error?.code])).toEqual([
      [true, undefined],
      [false, 'PRODUCT_NOT_FOUND'],
      [false, 'DUPLICATE_ID'],
      [true, undefined],
    ]);
    expect((await readBack(ids)).map((product) => product.priceData?.price)).toEqual([7, 7, 30]);
  });
});

describe('bulkAdjustProductProperty', () => {
  it('adds an amount to each price (adjustment first, then the ids, as in the official client)', async () => {
    const { ids, bystander } = await freshProducts();
    const result = await admin.site.products.bulkAdjustProductProperty({ price: { amount: 5 } }, ids);
    expect(result.bulkActionMetadata?.totalSuccesses).toBe(3);
    expect((await readBack(ids)).map((product) => product.priceData?.price)).toEqual([15, 25, 35]);
    expect((await readBack([bystander]))[0]?.priceData?.price).toBe(40);
    const body = admin.log.to('/stores/v1/bulk/products/adjust-properties').at(-1)?.body;
    expect(body).toEqual({ adjust: { price: { amount: 5 } }, ids });
  });

  it('adjusts by a percentage, rounding to integers when asked', async () => {
    const { ids } = await freshProducts();
    await admin.site.products.bulkAdjustProductProperty({ price: { percentage: { rate: 15, roundToInt: true } } }, ids);
    expect((await readBack(ids)).map((product) => product.priceData?.price)).toEqual([12, 23, 35]);
    await admin.site.products.bulkAdjustProductProperty({ weight: { percentage: { rate: -50 } } }, ids);
    expect((await readBack(ids)).map((product) => product.weight)).toEqual([0.5, 0.5, 0.5]);
    await admin.site.products.bulkAdjustProductProperty({ cost: { amount: -1 } }, ids);
    expect((await readBack(ids)).map((product) => product.costAndProfitData?.itemCost)).toEqual([4, 9, 14]);
  });

  it('fails only the items that would become negative', async () => {
    const { ids } = await freshProducts();
    const result = await admin.site.products.bulkAdjustProductProperty({ price: { amount: -15 } }, ids);
    expect(result.results?.map((item) => [item.itemMetadata?.success, item.itemMetadata?.error?.code])).toEqual([
      [false, 'INVALID_VALUE'],
      [true, undefined],
      [true, undefined],
    ]);
    expect((await readBack(ids)).map((product) => product.priceData?.price)).toEqual([10, 5, 15]);
  });
});
