import { beforeAll, describe, expect, it } from 'vitest';
import { isSiteApplicationError, isSiteValidationError, type Product } from '../../../src/index.js';
import { DEMO, demoProduct } from '../support/demo-store.js';
import { siteErrorOf } from '../support/errors.js';
import { oauthClient } from '../support/site-clients.js';
import { useSandboxUnderTest } from '../support/sandbox-under-test.js';
import { useStoreClients } from '../support/store-clients.js';

const sandbox = useSandboxUnderTest('demo');
const clients = useStoreClients(sandbox);
let shirt: Product;
beforeAll(async () => {
  shirt = await demoProduct(clients.visitor.site, DEMO.linenShirt.name);
});

describe('getProduct', () => {
  it('answers the product with its wire field names and ISO timestamps', async () => {
    const { product } = await clients.visitor.site.products.getProduct(shirt.id!);
    expect(product).toMatchObject({
      id: shirt.id,
      name: DEMO.linenShirt.name,
      slug: DEMO.linenShirt.slug,
      priceData: { price: DEMO.linenShirt.price, currency: 'USD' },
      productType: 'physical',
    });
    expect(product?.variants).toHaveLength(DEMO.linenShirt.variantCount);
    expect(new Date(product!.lastUpdated!).toISOString()).toBe(product!.lastUpdated);
    expect(product).not.toHaveProperty('_id');
    const [sent] = clients.visitor.log.to(`/stores-reader/v1/products/${shirt.id}`, 'GET');
    expect(sent?.url.searchParams.get('id')).toBe(shirt.id);
  });

  it('includes merchant data only for the API key, and only when asked', async () => {
    const asAdmin = await clients.admin.site.products.getProduct(shirt.id!, { includeMerchantSpecificData: true });
    expect(asAdmin.product?.costAndProfitData).toMatchObject({ itemCost: DEMO.linenShirt.cost });
    expect(
      clients.admin.log
        .to(`/stores-reader/v1/products/${shirt.id}`)
        .at(-1)
        ?.url.searchParams.get('includeMerchantSpecificData'),
    ).toBe('true');
    const adminUnasked = await clients.admin.site.products.getProduct(shirt.id!);
    expect(adminUnasked.product?.costAndProfitData).toBeUndefined();
    const asVisitor = await clients.visitor.site.products.getProduct(shirt.id!, { includeMerchantSpecificData: true });
    expect(asVisitor.product?.costAndProfitData).toBeUndefined();
  });

  it('hides a hidden product from visitors (404) but not from the API key', async () => {
    const hidden = (await clients.admin.site.products.queryProducts().eq('visible', false).find()).items;
    expect(hidden).toHaveLength(DEMO.productCount - DEMO.visibleProductCount);
    const failure = await siteErrorOf(clients.visitor.site.products.getProduct(hidden[0]!.id!));
    expect(failure.status).toBe(404);
    expect(isSiteApplicationError(failure) && failure.applicationError.code).toBe('PRODUCT_NOT_FOUND');
    expect((await clients.admin.site.products.getProduct(hidden[0]!.id!)).product?.visible).toBe(false);
  });

  it('encodes the id as one path segment: an id with a slash is looked up as is, not routed elsewhere', async () => {
    const crafted = `${shirt.id}/variants`;
    const failure = await siteErrorOf(clients.visitor.site.products.getProduct(crafted));
    expect(failure.status).toBe(404);
    expect(isSiteApplicationError(failure) && failure.applicationError.code).toBe('PRODUCT_NOT_FOUND');
    const [sent] = clients.visitor.log.to(/^\/stores-reader\/v1\/products\/[^/]+%2Fvariants$/, 'GET');
    expect(sent).toBeDefined();
  });

  it('refuses a route-changing id (`..`) before sending anything', async () => {
    const { site, log } = oauthClient(sandbox);
    const failure = await siteErrorOf(site.products.getProduct('..'));
    expect(failure.kind).toBe('request-validation');
    expect(log.to(/^\/stores-reader\//)).toHaveLength(0);
  });
});

describe('getProductOptionsAvailability', () => {
  it('answers which choices are buyable, and the selected variant once every option is chosen', async () => {
    const partial = await clients.visitor.site.products.getProductOptionsAvailability(shirt.id!, { Size: 'XS' });
    expect(partial.selectedVariant).toBeUndefined();
    const colors = partial.productOptions?.find((option) => option.name === 'Color')?.choices ?? [];
    expect(colors.map((choice) => [choice.description, choice.inStock])).toEqual([
      ['Sand', false],
      ['Olive', false],
      ['Chalk', false],
    ]);

    const full = await clients.visitor.site.products.getProductOptionsAvailability(shirt.id!, {
      Size: 'XL',
      Color: 'Olive',
    });
    expect(full.selectedVariant).toMatchObject({ inStock: true, visible: true, price: { price: 64.9 } });
    expect(full.availableForPurchase).toBe(true);
    const soldOut = await clients.visitor.site.products.getProductOptionsAvailability(shirt.id!, {
      Size: 'XS',
      Color: 'Sand',
    });
    expect(soldOut.availableForPurchase).toBe(false);
  });

  it('names the unknown choice in the violation', async () => {
    const failure = await siteErrorOf(
      clients.visitor.site.products.getProductOptionsAvailability(shirt.id!, { Size: 'XXL' }),
    );
    expect(isSiteValidationError(failure) && failure.fieldViolations.map((v) => v.field)).toEqual(['options.Size']);
  });
});

describe('queryProductVariants', () => {
  it('selects by choices with offset paging', async () => {
    const page = await clients.visitor.site.products.queryProductVariants(shirt.id!, {
      choices: { Size: 'M' },
      paging: { limit: 2, offset: 1 },
    });
    expect(page.totalResults).toBe(3);
    expect(page.metadata).toEqual({ items: 2, offset: 1 });
    expect(page.variants?.every((variant) => variant.choices?.Size === 'M')).toBe(true);
  });

  it('selects by variant ids, with cost data only for the API key when asked', async () => {
    const ids = shirt.variants!.slice(0, 2).map((variant) => variant.id!);
    const asAdmin = await clients.admin.site.products.queryProductVariants(shirt.id!, {
      variantIds: ids,
      includeMerchantSpecificData: true,
    });
    expect(asAdmin.variants?.map((variant) => variant.id)).toEqual(ids);
    expect(asAdmin.variants?.[0]?.variant?.costAndProfitData?.itemCost).toBe(DEMO.linenShirt.cost);
    const asVisitor = await clients.visitor.site.products.queryProductVariants(shirt.id!, {
      variantIds: ids,
      includeMerchantSpecificData: true,
    });
    expect(asVisitor.variants?.[0]?.variant?.costAndProfitData).toBeUndefined();
  });
});

describe('store variants', () => {
  it('queryStoreVariants filters by product and choice, sorts, and pages with offsets', async () => {
    const page = await clients.visitor.site.products.queryStoreVariants({
      filter: { productId: shirt.id, 'choices.Color': 'Olive' },
      sort: [{ fieldName: 'variantName', order: 'ASC' }],
      paging: { limit: 3, offset: 0 },
    });
    expect(page.variants?.map((variant) => variant.variantName)).toEqual(['L | Olive', 'M | Olive', 'S | Olive']);
    expect(page.metadata).toMatchObject({ count: 3, offset: 0, total: 5 });
    expect(page.variants?.every((variant) => variant.productName === DEMO.linenShirt.name)).toBe(true);
  });

  it('queryStoreVariants follows cursors to the end, never repeating a variant', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page: Awaited<ReturnType<typeof clients.visitor.site.products.queryStoreVariants>> =
        await clients.visitor.site.products.queryStoreVariants(
          cursor
            ? { cursorPaging: { cursor, limit: 4 } }
            : { filter: { productId: shirt.id }, cursorPaging: { limit: 4 } },
        );
      seen.push(...(page.variants ?? []).map((variant) => variant.id!));
      cursor = page.metadata?.cursors?.next ?? undefined;
    } while (cursor);
    expect(seen).toHaveLength(DEMO.linenShirt.variantCount);
    expect(new Set(seen).size).toBe(DEMO.linenShirt.variantCount);
  });

  it('getStoreVariant answers the variant a query listed', async () => {
    const listed = await clients.visitor.site.products.queryStoreVariants({
      filter: { productId: shirt.id, 'choices.Size': 'XS' },
      paging: { limit: 1 },
    });
    const [first] = listed.variants ?? [];
    const { variant } = await clients.visitor.site.products.getStoreVariant(first!.id!);
    expect(variant).toMatchObject({
      id: first!.id,
      productId: shirt.id,
      choices: first!.choices,
      stock: { inStock: false },
    });
  });
});
