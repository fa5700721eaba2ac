import { beforeAll, describe, expect, it } from 'vitest';
import { isSiteApplicationError, type SiteClient, type Product } from '../../../src/index.js';
import { siteErrorOf } from '../support/errors.js';
import { memberClient } from '../support/members.js';
import { sampleShirt } from '../../support/sample-products.js';
import { apiKeyClient, oauthClient } from '../support/site-clients.js';
import { useSandboxUnderTest } from '../support/sandbox-under-test.js';

const sandbox = useSandboxUnderTest('none');
let product: Product;
let collectionId: string;
let collectionSlug: string;
beforeAll(async () => {
  const admin = apiKeyClient(sandbox).site;
  product = (await admin.products.createProduct({ ...sampleShirt('Guarded Shirt'), manageVariants: true })).product!;
  await admin.products.addProductMedia(product.id!, [{ mediaId: 'guarded.jpg' }]);
  const { collection } = await admin.collections.createCollection({ name: 'Guarded', slug: 'guarded' });
  collectionId = collection!.id!;
  collectionSlug = collection!.slug!;
  await admin.collections.addProductsToCollection(collectionId, [product.id!]);
});

type Write = [name: string, run: (site: SiteClient<unknown>) => Promise<unknown>];

/** Every catalog write, aimed at the existing product and collection. */
const WRITES: Write[] = [
  ['createProduct', (site) => site.products.createProduct({ name: 'Intruder' })],
  ['updateProduct', (site) => site.products.updateProduct(product.id!, { name: 'Defaced' })],
  ['deleteProduct', (site) => site.products.deleteProduct(product.id!)],
  [
    'updateProductVariants',
    (site) => site.products.updateProductVariants(product.id!, [{ choices: { Size: 'S' }, price: 1 }]),
  ],
  ['resetAllProductVariantData', (site) => site.products.resetAllProductVariantData(product.id!)],
  ['addProductMedia', (site) => site.products.addProductMedia(product.id!, [{ url: 'https://cdn.example.com/x.jpg' }])],
  ['removeProductMedia', (site) => site.products.removeProductMedia(product.id!, ['guarded.jpg'])],
  [
    'addProductMediaToChoices',
    (site) =>
      site.products.addProductMediaToChoices(product.id!, [
        { option: 'Color', choice: 'Red', mediaIds: ['guarded.jpg'] },
      ]),
  ],
  [
    'removeProductMediaFromChoices',
    (site) =>
      site.products.removeProductMediaFromChoices(product.id!, [
        { option: 'Color', choice: 'Red', mediaIds: ['guarded.jpg'] },
      ]),
  ],
  ['deleteProductOptions', (site) => site.products.deleteProductOptions(product.id!)],
  ['removeBrand', (site) => site.products.removeBrand(product.id!)],
  ['removeRibbon', (site) => site.products.removeRibbon(product.id!)],
  ['bulkUpdateProductsProperty', (site) => site.products.bulkUpdateProductsProperty([product.id!], { price: 1 })],
  [
    'bulkAdjustProductProperty',
    (site) => site.products.bulkAdjustProductProperty({ price: { amount: 1 } }, [product.id!]),
  ],
  ['createCollection', (site) => site.collections.createCollection({ name: 'Intruders' })],
  ['updateCollection', (site) => site.collections.updateCollection(collectionId, { name: 'Defaced' })],
  ['deleteCollection', (site) => site.collections.deleteCollection(collectionId)],
  ['addProductsToCollection', (site) => site.collections.addProductsToCollection(collectionId, [product.id!])],
  [
    'removeProductsFromCollection',
    (site) => site.collections.removeProductsFromCollection(collectionId, [product.id!]),
  ],
];

async function expectUntouched(): Promise<void> {
  const admin = apiKeyClient(sandbox).site;
  const { product: stored } = await admin.products.getProduct(product.id!);
  expect(stored).toMatchObject({
    name: 'Guarded Shirt',
    brand: 'Acme',
    ribbon: 'New',
    priceData: { price: 40 },
    collectionIds: expect.arrayContaining([collectionId]),
  });
  expect(stored?.productOptions).toHaveLength(2);
  expect(stored?.media?.items?.map((item) => item.id)).toEqual(['guarded.jpg']);
  expect((await admin.collections.getCollectionBySlug(collectionSlug)).collection?.name).toBe('Guarded');
  expect((await admin.products.queryProducts().find()).totalCount).toBe(1);
}

describe('catalog writes by visitors and members', () => {
  it.each(WRITES)('%s by a visitor: 403 PERMISSION_DENIED, nothing changes', async (_name, run) => {
    const { site, log } = oauthClient(sandbox);
    const failure = await siteErrorOf(run(site));
    expect(failure.status).toBe(403);
    expect(isSiteApplicationError(failure) && failure.applicationError.code).toBe('PERMISSION_DENIED');
    expect(failure.requestId).toMatch(/^\d+\.\d+$/);
    expect(log.to(/^\/stores\/v1\//)).toHaveLength(1);
    await expectUntouched();
  });

  it('a member may not write either', async () => {
    const member = await memberClient(sandbox);
    for (const [name, run] of WRITES) {
      const failure = await siteErrorOf(run(member.site));
      expect(failure.status, name).toBe(403);
      expect(isSiteApplicationError(failure) && failure.applicationError.code, name).toBe('PERMISSION_DENIED');
    }
    await expectUntouched();
  });

  it('reads stay open to visitors', async () => {
    const { site } = oauthClient(sandbox);
    expect((await site.products.getProduct(product.id!)).product?.name).toBe('Guarded Shirt');
    expect((await site.collections.getCollectionBySlug(collectionSlug)).collection?.id).toBe(collectionId);
  });
});
