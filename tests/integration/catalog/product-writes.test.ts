import { beforeAll, describe, expect, it } from 'vitest';
import {
  isSiteApplicationError,
  isSiteValidationError,
  type ApiKeyAuth,
  type SiteClient,
  type Product,
} from '../../../src/index.js';
import { siteErrorOf } from '../support/errors.js';
import { sampleShirt } from '../../support/sample-products.js';
import { apiKeyClient, oauthClient, type LoggedClient } from '../support/site-clients.js';
import { useSandboxUnderTest } from '../support/sandbox-under-test.js';

const sandbox = useSandboxUnderTest('none');
let admin: LoggedClient<ApiKeyAuth>;
beforeAll(async () => {
  admin = apiKeyClient(sandbox);
});

let counter = 0;
async function created(site: SiteClient<ApiKeyAuth>, overrides: Partial<Product> = {}): Promise<Product> {
  const { product } = await site.products.createProduct({ ...sampleShirt(`Shirt ${++counter}`), ...overrides });
  expect(product?.id).toBeDefined();
  return product!;
}

/** The stored product as the API key reads it back, merchant data included. */
async function stored(id: string): Promise<Product> {
  const { product } = await admin.site.products.getProduct(id, { includeMerchantSpecificData: true });
  return product!;
}

const colorChoice = (product: Product, description: string) =>
  product.productOptions
    ?.find((option) => option.name === 'Color')
    ?.choices?.find((c) => c.description === description);

describe('createProduct', () => {
  it('stores the product with derived variants, prices, cost data and stock, as read back', async () => {
    const product = await created(admin.site, { name: 'Created Shirt' });
    expect(product).toMatchObject({
      name: 'Created Shirt',
      slug: 'created-shirt',
      visible: true,
      brand: 'Acme',
      ribbon: 'New',
      ribbons: [{ text: 'New' }],
      priceData: { price: 40, discountedPrice: 30, currency: 'USD' },
      costAndProfitData: { itemCost: 15, profit: 15, profitMargin: 0.5 },
      stock: { trackInventory: true, quantity: 5, inStock: true, inventoryStatus: 'IN_STOCK' },
    });
    expect(product.variants).toHaveLength(6);
    expect(product.variants?.map((variant) => variant.choices)).toContainEqual({ Size: 'M', Color: 'Red' });
    expect(new Date(product.createdDate!).toISOString()).toBe(product.createdDate);

    const readBack = await stored(product.id!);
    expect(readBack).toEqual(product);
    const asVisitor = (await oauthClient(sandbox).site.products.getProduct(product.id!)).product;
    expect(asVisitor?.name).toBe('Created Shirt');
    expect(asVisitor?.costAndProfitData).toBeUndefined();
  });

  it('maps a server violation to the product argument', async () => {
    const failure = await siteErrorOf(
      admin.site.products.createProduct({ name: 'Negative', priceData: { price: -5 } }),
    );
    expect(isSiteValidationError(failure) && failure.fieldViolations.map((v) => v.field)).toEqual([
      'product.priceData.price',
    ]);
    expect(failure.message).toBe('INVALID_ARGUMENT: "product.priceData.price" must not be negative');
    expect(failure.status).toBe(400);
  });
});

describe('updateProduct', () => {
  it('changes the given fields, re-derives variants and keeps the rest', async () => {
    const product = await created(admin.site);
    const { product: updated } = await admin.site.products.updateProduct(product.id!, {
      name: 'Renamed Shirt',
      priceData: { price: 50 },
      productOptions: [sampleShirt('x').productOptions![0]!],
    });
    expect(updated).toMatchObject({ name: 'Renamed Shirt', priceData: { price: 50 }, brand: 'Acme' });
    const readBack = await stored(product.id!);
    expect(readBack.name).toBe('Renamed Shirt');
    expect(readBack.priceData?.price).toBe(50);
    expect(readBack.variants).toHaveLength(2);
    expect(readBack.slug).toBe(product.slug);
    expect(readBack.lastUpdated! >= product.lastUpdated!).toBe(true);
    const [sent] = admin.log.to(`/stores/v1/products/${product.id}`, 'PATCH');
    expect(Object.keys((sent?.body as { product: object }).product).at(-1)).toBe('id');
  });

  it('picks the product by the id argument, whatever product.id says', async () => {
    const target = await created(admin.site);
    const bystander = await created(admin.site);
    await admin.site.products.updateProduct(target.id!, { id: bystander.id, name: 'Picked By Argument' });
    expect((await stored(target.id!)).name).toBe('Picked By Argument');
    expect((await stored(bystander.id!)).name).toBe(bystander.name);
  });

  it('answers a taken slug with an application error', async () => {
    const first = await created(admin.site);
    const second = await created(admin.site);
    const failure = await siteErrorOf(admin.site.products.updateProduct(second.id!, { slug: first.slug }));
    expect(isSiteApplicationError(failure) && failure.applicationError.code).toBe('SLUG_ALREADY_EXISTS');
    expect((await stored(second.id!)).slug).toBe(second.slug);
  });
});

describe('deleteProduct', () => {
  it('deletes: the product can no longer be read, and a second delete is a 404', async () => {
    const product = await created(admin.site);
    await expect(admin.site.products.deleteProduct(product.id!)).resolves.toBeUndefined();
    expect((await siteErrorOf(admin.site.products.getProduct(product.id!))).status).toBe(404);
    expect((await siteErrorOf(admin.site.products.deleteProduct(product.id!))).status).toBe(404);
    const [sent] = admin.log.to(`/stores/v1/products/${product.id}`, 'DELETE');
    expect(sent?.url.searchParams.get('id')).toBe(product.id);
  });
});

describe('variants', () => {
  it('updateProductVariants by choices and by ids, then resetAllProductVariantData restores the defaults', async () => {
    const product = await created(admin.site, { manageVariants: true });
    const bySize = await admin.site.products.updateProductVariants(product.id!, [
      { choices: { Size: 'M' }, price: 44, sku: 'SHIRT-M' },
    ]);
    expect(bySize.variants).toHaveLength(3);
    expect(bySize.variants?.every((v) => v.variant?.priceData?.price === 44 && v.choices?.Size === 'M')).toBe(true);

    const oneId = product.variants![0]!.id!;
    await admin.site.products.updateProductVariants(product.id!, [{ variantIds: [oneId], visible: false, cost: 9 }]);
    let readBack = await stored(product.id!);
    expect(readBack.priceRange).toEqual({ minValue: 40, maxValue: 44 });
    const one = readBack.variants?.find((variant) => variant.id === oneId);
    expect(one?.variant?.visible).toBe(false);
    expect(one?.variant?.costAndProfitData?.itemCost).toBe(9);
    const medium = await admin.site.products.queryProductVariants(product.id!, { choices: { Size: 'M' } });
    expect(medium.variants?.map((v) => v.variant?.sku)).toEqual(['SHIRT-M', 'SHIRT-M', 'SHIRT-M']);

    await expect(admin.site.products.resetAllProductVariantData(product.id!)).resolves.toBeUndefined();
    readBack = await stored(product.id!);
    expect(readBack.variants?.every((v) => v.variant?.priceData?.price === 40 && v.variant?.visible)).toBe(true);
    expect(readBack.priceRange).toEqual({ minValue: 40, maxValue: 40 });
  });

  it('names the variant override that selects nothing', async () => {
    const product = await created(admin.site, { manageVariants: true });
    const failure = await siteErrorOf(
      admin.site.products.updateProductVariants(product.id!, [{ choices: { Size: 'XL' }, price: 1 }]),
    );
    expect(isSiteValidationError(failure) && failure.fieldViolations.map((v) => v.field)).toEqual(['variants[0]']);
  });

  it('refuses variant overrides while the product does not manage variants', async () => {
    const product = await created(admin.site);
    const failure = await siteErrorOf(
      admin.site.products.updateProductVariants(product.id!, [{ choices: { Size: 'S' }, price: 45 }]),
    );
    expect(isSiteApplicationError(failure) && failure.applicationError.code).toBe('VARIANTS_NOT_MANAGED');
  });
});

describe('media', () => {
  it('addProductMedia by URL and by media id with a choice; removeProductMedia', async () => {
    const product = await created(admin.site);
    await expect(
      admin.site.products.addProductMedia(product.id!, [
        { url: 'https://cdn.example.com/a.jpg' },
        { mediaId: 'front.jpg', choice: { option: 'Color', choice: 'Red' } },
      ]),
    ).resolves.toBeUndefined();
    let readBack = await stored(product.id!);
    expect(readBack.media?.items?.map((item) => item.image?.url)).toEqual([
      'https://cdn.example.com/a.jpg',
      `${sandbox.url}/_sandbox/media/front.jpg`,
    ]);
    expect(readBack.media?.mainMedia?.image?.url).toBe('https://cdn.example.com/a.jpg');
    expect(colorChoice(readBack, 'Red')?.media?.items?.map((item) => item.id)).toEqual(['front.jpg']);

    const urlMediaId = readBack.media!.items![0]!.id!;
    await admin.site.products.removeProductMedia(product.id!, [urlMediaId]);
    readBack = await stored(product.id!);
    expect(readBack.media?.items?.map((item) => item.id)).toEqual(['front.jpg']);
  });

  it('addProductMediaToChoices and removeProductMediaFromChoices', async () => {
    const product = await created(admin.site);
    await admin.site.products.addProductMedia(product.id!, [{ mediaId: 'white.jpg' }, { mediaId: 'detail.jpg' }]);
    await expect(
      admin.site.products.addProductMediaToChoices(product.id!, [
        { option: 'Color', choice: 'White', mediaIds: ['white.jpg', 'detail.jpg'] },
      ]),
    ).resolves.toBeUndefined();
    let readBack = await stored(product.id!);
    expect(colorChoice(readBack, 'White')?.media?.items?.map((item) => item.id)).toEqual(['white.jpg', 'detail.jpg']);

    await admin.site.products.removeProductMediaFromChoices(product.id!, [
      { option: 'Color', choice: 'White', mediaIds: ['detail.jpg'] },
    ]);
    readBack = await stored(product.id!);
    expect(colorChoice(readBack, 'White')?.media?.items?.map((item) => item.id)).toEqual(['white.jpg']);
    expect(readBack.media?.items?.map((item) => item.id)).toEqual(['white.jpg', 'detail.jpg']);
  });

  it('names the unknown media and choices in the violations', async () => {
    const product = await created(admin.site);
    const unknownMedia = await siteErrorOf(admin.site.products.removeProductMedia(product.id!, ['nope.jpg']));
    expect(isSiteValidationError(unknownMedia) && unknownMedia.fieldViolations.map((v) => v.field)).toEqual([
      'mediaIds[0]',
    ]);
    const unknownChoice = await siteErrorOf(
      admin.site.products.addProductMediaToChoices(product.id!, [{ option: 'Size', choice: 'XXL', mediaIds: [] }]),
    );
    expect(isSiteValidationError(unknownChoice) && unknownChoice.fieldViolations.map((v) => v.field)).toEqual([
      'media[0].choice',
    ]);
  });
});

describe('deleteProductOptions, removeBrand, removeRibbon', () => {
  it('strip the options (one default variant remains), the brand and the ribbon', async () => {
    const product = await created(admin.site);
    await expect(admin.site.products.deleteProductOptions(product.id!)).resolves.toBeUndefined();
    let readBack = await stored(product.id!);
    expect(readBack.productOptions).toEqual([]);
    expect(readBack.variants).toHaveLength(1);
    expect(readBack.brand).toBe('Acme');

    await expect(admin.site.products.removeBrand(product.id!)).resolves.toBeUndefined();
    await expect(admin.site.products.removeRibbon(product.id!)).resolves.toBeUndefined();
    readBack = await stored(product.id!);
    expect(readBack.brand).toBeUndefined();
    expect(readBack.ribbon).toBeUndefined();
    expect(readBack.ribbons).toEqual([]);
    expect(readBack.name).toBe(product.name);
  });
});
