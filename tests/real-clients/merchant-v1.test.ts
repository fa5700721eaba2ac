import { collections, inventory, products } from '@wix/stores';
import { createClient, OAuthStrategy } from '@wix/sdk';
import { describe, expect, it } from 'vitest';
import { failureOf, useMerchantOnSandbox } from './support/merchant.js';

// A merchant's back-office script on a catalog v1 store: the platform's SDK modules with the site's API key.
const merchant = useMerchantOnSandbox('v1', { products, collections, inventory });

/** A mug in two colours, its variants managed, as the products reference shows a product with options. */
const mug = (name: string): products.Product & { name: string; priceData: { price: number } } => ({
  name,
  productType: 'physical',
  priceData: { price: 18 },
  costAndProfitData: { itemCost: 6 },
  manageVariants: true,
  productOptions: [
    {
      name: 'Colour',
      optionType: 'drop_down',
      choices: [
        { value: 'Sand', description: 'Sand' },
        { value: 'Slate', description: 'Slate' },
      ],
    },
  ],
});

/** How many media items each choice of the product's first option shows. */
const mediaOfChoices = (product: products.Product) =>
  Object.fromEntries(
    (product.productOptions?.[0]?.choices ?? []).map((choice) => [choice.value, choice.media?.items?.length ?? 0]),
  );

describe('products', () => {
  it('creates a product with options, reads it, updates it and deletes it', async () => {
    const { products } = merchant.client;
    const created = (await products.createProduct(mug('Merchant Mug'))).product!;
    expect(created).toMatchObject({ name: 'Merchant Mug', slug: 'merchant-mug', productType: 'physical' });
    expect(created.priceData?.price).toBe(18);
    expect(created.productOptions?.[0]?.choices?.map((choice) => choice.value)).toEqual(['Sand', 'Slate']);
    expect(created.variants).toHaveLength(2);

    const read = (await products.getProduct(created._id!, { includeMerchantSpecificData: true })).product!;
    expect([read._id, read.name, read.costAndProfitData?.itemCost]).toEqual([created._id, 'Merchant Mug', 6]);

    const updated = (
      await products.updateProduct(created._id!, {
        name: 'Merchant Mug II',
        priceData: { price: 21 },
      })
    ).product!;
    expect([updated.name, updated.priceData?.price]).toEqual(['Merchant Mug II', 21]);

    await products.deleteProduct(created._id!);
    const gone = await failureOf(products.getProduct(created._id!));
    expect(gone.details).toMatchObject({ applicationError: { code: expect.any(String) } });
  });

  it('finds products with the query builder', async () => {
    const { products } = merchant.client;
    await products.createProduct(mug('Queried Mug'));

    const found = await products.queryProducts().eq('name', 'Queried Mug').find();
    expect(found.items.map((product) => product.name)).toEqual(['Queried Mug']);
    const page = await products.queryProducts().ascending('name').limit(3).find();
    expect(page.items).toHaveLength(3);
    expect(page.totalCount).toBeGreaterThan(3);
  });

  it('sets and adjusts a property of many products in bulk', async () => {
    const { products } = merchant.client;
    const ids = await Promise.all(
      ['Bulk Mug A', 'Bulk Mug B'].map(async (name) => (await products.createProduct(mug(name))).product!._id!),
    );

    const set = await products.bulkUpdateProductsProperty(ids, { price: 30 });
    expect(set.bulkActionMetadata).toMatchObject({ totalSuccesses: 2, totalFailures: 0 });
    const adjusted = await products.bulkAdjustProductProperty({ price: { percentage: { rate: 10 } } }, [ids[0]!]);
    expect(adjusted.results?.map((result) => [result.itemMetadata?._id, result.itemMetadata?.success])).toEqual([
      [ids[0], true],
    ]);

    const prices = await Promise.all(ids.map(async (id) => (await products.getProduct(id)).product?.priceData?.price));
    expect(prices).toEqual([33, 30]);
  });

  it('updates the variants of a product with managed variants', async () => {
    const { products } = merchant.client;
    const product = (await products.createProduct(mug('Variant Mug'))).product!;

    const { variants } = await products.updateProductVariants(product._id!, [
      { choices: { Colour: 'Slate' }, price: 24, sku: 'MUG-SLATE' },
    ]);
    const slate = (variants ?? []).find((variant) => variant.choices?.Colour === 'Slate');
    expect([slate?.variant?.priceData?.price, slate?.variant?.sku]).toEqual([24, 'MUG-SLATE']);
  });

  it('adds media to a product, shows it for a choice, and removes it', async () => {
    const { products } = merchant.client;
    const product = (await products.createProduct(mug('Pictured Mug'))).product!;

    await products.addProductMedia(product._id!, [
      { url: 'https://static.example/mug-sand.jpg' },
      { url: 'https://static.example/mug-slate.jpg' },
    ]);
    const pictured = (await products.getProduct(product._id!)).product!;
    const [sand, slate] = (pictured.media?.items ?? []).map((item) => item._id!);
    expect([sand, slate].every(Boolean)).toBe(true);

    await products.addProductMediaToChoices(product._id!, [{ option: 'Colour', choice: 'Sand', mediaIds: [sand!] }]);
    const shown = await products.getProduct(product._id!);
    expect(mediaOfChoices(shown.product!)).toEqual({ Sand: 1, Slate: 0 });

    await products.removeProductMedia(product._id!, [slate!]);
    const onePicture = (await products.getProduct(product._id!)).product!;
    expect(onePicture.media?.items?.map((item) => item._id)).toEqual([sand]);
  });

  // The reference of both calls: an empty list removes all the product's media, or all its choices' media.
  it('clears the media of all choices, then the whole gallery, with empty lists', async () => {
    const { products } = merchant.client;
    const product = (await products.createProduct(mug('Cleared Mug'))).product!;
    await products.addProductMedia(product._id!, [{ url: 'https://static.example/cleared-mug.jpg' }]);
    const [picture] = ((await products.getProduct(product._id!)).product!.media?.items ?? []).map((item) => item._id!);
    await products.addProductMediaToChoices(product._id!, [
      { option: 'Colour', choice: 'Sand', mediaIds: [picture!] },
      { option: 'Colour', choice: 'Slate', mediaIds: [picture!] },
    ]);

    await products.removeProductMediaFromChoices(product._id!, []);
    const noChoiceMedia = (await products.getProduct(product._id!)).product!;
    expect(mediaOfChoices(noChoiceMedia)).toEqual({ Sand: 0, Slate: 0 });
    expect(noChoiceMedia.media?.items).toHaveLength(1);

    await products.removeProductMedia(product._id!, []);
    const bare = (await products.getProduct(product._id!)).product!;
    expect(bare.media?.items ?? []).toEqual([]);
  });
});

describe('collections', () => {
  it('creates a collection, adds products to it and finds it with the query builder', async () => {
    const { products, collections } = merchant.client;
    const product = (await products.createProduct(mug('Collected Mug'))).product!;
    const collection = (await products.createCollection({ name: 'Mugs and Cups' })).collection!;
    expect(collection).toMatchObject({ name: 'Mugs and Cups', slug: 'mugs-and-cups' });

    await products.addProductsToCollection(collection._id!, [product._id!]);
    const read = await collections.getCollection(collection._id!);
    expect(read.numberOfProducts).toBe(1);
    const collected = (await products.getProduct(product._id!)).product!;
    expect(collected.collectionIds).toContain(collection._id);

    const found = await collections.queryCollections().eq('name', 'Mugs and Cups').find();
    expect(found.items.map((item) => item._id)).toEqual([collection._id]);
  });

  it('renames a collection, takes a product out of it and deletes it', async () => {
    const { products, collections } = merchant.client;
    const product = (await products.createProduct(mug('Uncollected Mug'))).product!;
    const collection = (await products.createCollection({ name: 'Seasonal' })).collection!;
    await products.addProductsToCollection(collection._id!, [product._id!]);

    const renamed = (await products.updateCollection(collection._id!, { name: 'Seasonal Picks' })).collection!;
    expect([renamed._id, renamed.name]).toEqual([collection._id, 'Seasonal Picks']);
    await products.removeProductsFromCollection(collection._id!, [product._id!]);
    expect((await collections.getCollection(collection._id!)).numberOfProducts).toBe(0);

    await products.deleteCollection(collection._id!);
    const gone = await failureOf(collections.getCollection(collection._id!));
    expect(gone.details).toMatchObject({ applicationError: { code: expect.any(String) } });
  });
});

describe('inventory', () => {
  it('reads, sets, increments and decrements the stock of a product', async () => {
    const { products, inventory } = merchant.client;
    const product = (await products.createProduct(mug('Stocked Mug'))).product!;
    const variantIds = (product.variants ?? []).map((variant) => variant._id!);

    await inventory.updateInventoryVariants(product._id!, {
      trackQuantity: true,
      variants: variantIds.map((variantId) => ({ variantId, quantity: 10 })),
    });
    const inventoryItem = (await inventory.getInventoryVariants(product.inventoryItemId!)).inventoryItem!;
    expect((inventoryItem.variants ?? []).map((variant) => variant.quantity)).toEqual([10, 10]);

    await inventory.incrementInventory([{ productId: product._id!, variantId: variantIds[0]!, incrementBy: 5 }]);
    await inventory.decrementInventory([{ productId: product._id!, variantId: variantIds[1]!, decrementBy: 4 }]);
    const after = await inventory.getInventoryVariants(product.inventoryItemId!);
    expect((after.inventoryItem?.variants ?? []).map((variant) => variant.quantity)).toEqual([15, 6]);

    const { inventoryItems } = await inventory.queryInventory({
      query: { filter: JSON.stringify({ productId: product._id }) },
    });
    expect(inventoryItems?.map((item) => [item.productId, item.trackQuantity])).toEqual([[product._id, true]]);
  });
});

describe('the same calls from a visitor', () => {
  it('are refused: a visitor token does not manage the catalog', async () => {
    const visitor = createClient({
      modules: { products, inventory },
      auth: OAuthStrategy({ clientId: merchant.sandbox.clientId }),
    });
    const { product } = await merchant.client.products.createProduct(mug('Guarded Mug'));

    const refusals = await Promise.all([
      failureOf(visitor.products.createProduct(mug('Visitor Mug'))),
      failureOf(visitor.products.updateProduct(product!._id!, { name: 'Renamed by a visitor' })),
      failureOf(visitor.inventory.incrementInventory([{ productId: product!._id!, incrementBy: 1 }])),
    ]);
    for (const refused of refusals)
      expect(refused.details).toMatchObject({ applicationError: { code: 'PERMISSION_DENIED' } });
    expect((await merchant.client.products.getProduct(product!._id!)).product?.name).toBe('Guarded Mug');
  });
});
