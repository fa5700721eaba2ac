import { beforeAll, describe, expect, it } from 'vitest';
import { isSiteApplicationError, type ApiKeyAuth, type Product } from '../../../src/index.js';
import { DEMO } from '../support/demo-store.js';
import { siteErrorOf } from '../support/errors.js';
import { apiKeyClient, oauthClient, type LoggedClient } from '../support/site-clients.js';
import { useSandboxUnderTest } from '../support/sandbox-under-test.js';

const sandbox = useSandboxUnderTest('demo');
let admin: LoggedClient<ApiKeyAuth>;
let visitor: LoggedClient<unknown>;
let products: Product[];
beforeAll(async () => {
  admin = apiKeyClient(sandbox);
  visitor = oauthClient(sandbox);
  products = (await visitor.site.products.queryProducts().ascending('numericId').limit(4).find()).items;
});

/** The ids of the visible products in a collection, through the client's query builder. */
async function memberIds(collectionId: string): Promise<string[]> {
  const page = await visitor.site.products.queryProducts().hasSome('collectionIds', [collectionId]).limit(100).find();
  return page.items.map((product) => product.id!).sort();
}

let slugCounter = 0;
const uniqueSlug = () => `test-collection-${++slugCounter}`;

describe('getCollectionBySlug', () => {
  it('answers a demo collection, whose products the query language finds by collectionIds', async () => {
    const { collection } = await visitor.site.collections.getCollectionBySlug(DEMO.collectionSlug);
    expect(collection).toMatchObject({ slug: DEMO.collectionSlug, name: 'Summer Linen', visible: true });
    expect(new Date(collection!.lastUpdated!).toISOString()).toBe(collection!.lastUpdated);
    const members = await memberIds(collection!.id!);
    expect(members.length).toBeGreaterThan(0);
    const sent = visitor.log.to(`/stores-reader/v1/collections/slug/${DEMO.collectionSlug}`, 'GET')[0];
    expect(sent?.url.searchParams.get('slug')).toBe(DEMO.collectionSlug);
  });

  it('answers an unknown slug with 404 COLLECTION_NOT_FOUND', async () => {
    const failure = await siteErrorOf(visitor.site.collections.getCollectionBySlug('no-such-collection'));
    expect(failure.status).toBe(404);
    expect(isSiteApplicationError(failure) && failure.applicationError.code).toBe('COLLECTION_NOT_FOUND');
  });
});

describe('collection writes, read back', () => {
  it('createCollection stores it; visitors read it by slug', async () => {
    const slug = uniqueSlug();
    const { collection } = await admin.site.collections.createCollection({
      name: 'Weekend Picks',
      slug,
      description: 'Chosen for Saturday',
    });
    expect(collection).toMatchObject({ name: 'Weekend Picks', slug, description: 'Chosen for Saturday' });
    expect(collection?.id).toBeDefined();
    const { collection: readBack } = await visitor.site.collections.getCollectionBySlug(slug);
    expect(readBack).toEqual(collection);
  });

  it('updateCollection changes the given fields: the new slug resolves, the old one no longer does', async () => {
    const oldSlug = uniqueSlug();
    const { collection } = await admin.site.collections.createCollection({ name: 'Before', slug: oldSlug });
    const newSlug = uniqueSlug();
    const { collection: updated } = await admin.site.collections.updateCollection(collection!.id!, {
      name: 'After',
      slug: newSlug,
    });
    expect(updated).toMatchObject({ id: collection!.id, name: 'After', slug: newSlug });
    expect((await visitor.site.collections.getCollectionBySlug(newSlug)).collection?.name).toBe('After');
    expect((await siteErrorOf(visitor.site.collections.getCollectionBySlug(oldSlug))).status).toBe(404);
    const [sent] = admin.log.to(`/stores/v1/collections/${collection!.id}`, 'PATCH');
    expect(sent?.body).toEqual({ collection: { name: 'After', slug: newSlug, id: collection!.id } });
  });

  it('a hidden collection is readable by the API key only', async () => {
    const slug = uniqueSlug();
    await admin.site.collections.createCollection({ name: 'Staff Only', slug, visible: false });
    expect((await admin.site.collections.getCollectionBySlug(slug)).collection?.visible).toBe(false);
    expect((await siteErrorOf(visitor.site.collections.getCollectionBySlug(slug))).status).toBe(404);
  });

  it('addProductsToCollection and removeProductsFromCollection change membership, as products report it', async () => {
    const { collection } = await admin.site.collections.createCollection({ name: 'Members', slug: uniqueSlug() });
    const id = collection!.id!;
    const chosen = products.slice(0, 3).map((product) => product.id!);
    await expect(admin.site.collections.addProductsToCollection(id, chosen)).resolves.toBeUndefined();
    expect(await memberIds(id)).toEqual([...chosen].sort());
    const { product } = await visitor.site.products.getProduct(chosen[0]!);
    expect(product?.collectionIds).toContain(id);

    await expect(admin.site.collections.removeProductsFromCollection(id, [chosen[0]!])).resolves.toBeUndefined();
    expect(await memberIds(id)).toEqual(chosen.slice(1).sort());
    expect((await visitor.site.products.getProduct(chosen[0]!)).product?.collectionIds).not.toContain(id);
  });

  it('membership changes are all-or-nothing: one unknown product fails the call and changes nothing', async () => {
    const { collection } = await admin.site.collections.createCollection({ name: 'Atomic', slug: uniqueSlug() });
    const failure = await siteErrorOf(
      admin.site.collections.addProductsToCollection(collection!.id!, [products[0]!.id!, 'no-such-product']),
    );
    expect(isSiteApplicationError(failure) && failure.applicationError.code).toBe('PRODUCT_NOT_FOUND');
    expect(await memberIds(collection!.id!)).toEqual([]);
  });

  it('deleteCollection removes it and its memberships', async () => {
    const slug = uniqueSlug();
    const { collection } = await admin.site.collections.createCollection({ name: 'Doomed', slug });
    await admin.site.collections.addProductsToCollection(collection!.id!, [products[3]!.id!]);
    await expect(admin.site.collections.deleteCollection(collection!.id!)).resolves.toBeUndefined();
    expect((await siteErrorOf(visitor.site.collections.getCollectionBySlug(slug))).status).toBe(404);
    expect((await visitor.site.products.getProduct(products[3]!.id!)).product?.collectionIds).not.toContain(
      collection!.id,
    );
    expect((await siteErrorOf(admin.site.collections.deleteCollection(collection!.id!))).status).toBe(404);
  });

  it('refuses to change the "All Products" collection', async () => {
    const failure = await siteErrorOf(
      admin.site.collections.updateCollection(DEMO.allProductsCollectionId, { name: 'Some Products' }),
    );
    expect(isSiteApplicationError(failure) && failure.applicationError.code).toBe('ALL_PRODUCTS_COLLECTION_IS_FIXED');
  });
});
