import { describe, expect, it } from 'vitest';
import {
  zBrandCreatedEvent,
  zBrandDeletedEvent,
  zBrandUpdatedEvent,
  zRibbonCreatedEvent,
  zRibbonDeletedEvent,
} from '../../generated/zod.gen.js';
import { shirtV3, v3Sandbox } from './support/catalog-v3-sample.js';
import { applicationCode, dotR, expectEnvelope, type Json, startHarness, violationFields } from './support/harness.js';
import { subscribedV3Sandbox } from './support/webhook-receiver.js';

describe('sandbox catalog v3: brands and ribbons', () => {
  const v3 = v3Sandbox();
  const call = (path: string, body?: unknown, method?: string) =>
    v3.h.call(path, { ...v3.admin, ...(body === undefined ? {} : { body }), ...(method ? { method } : {}) });
  const createBrand = async (name: string) => {
    const reply = await call('/stores/v3/brands', { brand: { name } });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.brand as Json;
  };
  const createProduct = async (name: string, extra: Json = {}) => {
    const reply = await call('/stores/v3/products', { product: { ...shirtV3(name), ...extra } });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.product as Json;
  };
  const product = async (id: string) => (await call(`/stores/v3/products/${id}`)).body.product as Json;

  it('creates, reads, renames and deletes a brand with revisions', async () => {
    const brand = await createBrand('Harbour Goods');
    expect(brand).toMatchObject({ name: 'Harbour Goods', revision: '1' });
    expect(brand.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(brand.assignedProductsCount).toBeUndefined();

    const read = await call(`/stores/v3/brands/${brand.id}?brandId=${brand.id}&fields=ASSIGNED_PRODUCTS_COUNT`);
    expect(read.body.brand).toMatchObject({ id: brand.id, assignedProductsCount: 0 });

    const renamed = await call(
      `/stores/v3/brands/${brand.id}`,
      { brand: { revision: '1', name: 'Harbour Goods Co.', id: brand.id }, fields: ['ASSIGNED_PRODUCTS_COUNT'] },
      'PATCH',
    );
    expect(renamed.body.brand).toMatchObject({ name: 'Harbour Goods Co.', revision: '2', assignedProductsCount: 0 });

    const stale = await call(`/stores/v3/brands/${brand.id}`, { brand: { revision: '1', name: 'Late' } }, 'PATCH');
    expectEnvelope(stale, 409);
    expect(applicationCode(stale)).toBe('REVISION_MISMATCH');
    const missing = await call(`/stores/v3/brands/${brand.id}`, { brand: { name: 'No revision' } }, 'PATCH');
    expectEnvelope(missing, 400);
    expect(violationFields(missing)).toContain('brand.revision');

    expect((await call(`/stores/v3/brands/${brand.id}?brandId=${brand.id}`, undefined, 'DELETE')).body).toEqual({});
    const gone = await call(`/stores/v3/brands/${brand.id}`);
    expectEnvelope(gone, 404);
    expect(applicationCode(gone)).toBe('BRAND_NOT_FOUND');
  });

  it('refuses duplicate, blank and over-long names with the envelope', async () => {
    await createBrand('Tidewater');
    const duplicate = await call('/stores/v3/brands', { brand: { name: 'Tidewater' } });
    expectEnvelope(duplicate, 409);
    expect(applicationCode(duplicate)).toBe('DUPLICATE_BRAND_NAME');
    const blank = await call('/stores/v3/brands', { brand: { name: '   ' } });
    expectEnvelope(blank, 400);
    expect(blank.body.details.validationError.fieldViolations[0].ruleName).toBe('ONLY_SPACES_STRING_ERROR');
    const long = await call('/stores/v3/ribbons', { ribbon: { name: 'x'.repeat(31) } });
    expectEnvelope(long, 400);
    expect(violationFields(long)).toContain('ribbon.name');
    const notJson = await v3.h.call('/stores/v3/brands/count', {
      ...v3.admin,
      body: { filter: { name: { $regex: 'x' } } },
    });
    expectEnvelope(notJson, 400);
  });

  it('links products to brand and ribbon entities and counts them', async () => {
    const shirt = await createProduct('Counted Shirt', { ribbon: { name: 'Limited' } });
    const brandId = shirt.brand.id as string;
    const ribbonId = shirt.ribbon.id as string;
    await createProduct('Counted Shirt Two', { brand: { id: brandId }, ribbon: { id: ribbonId } });

    const brand = (await call(`/stores/v3/brands/${brandId}?fields=ASSIGNED_PRODUCTS_COUNT`)).body.brand;
    expect(brand).toMatchObject({ name: 'Northbound Linen', assignedProductsCount: expect.any(Number) });
    expect(brand.assignedProductsCount).toBeGreaterThanOrEqual(2);
    const ribbon = (await call(`/stores/v3/ribbons/${ribbonId}?fields=ASSIGNED_PRODUCT_COUNT`)).body.ribbon;
    expect(ribbon).toMatchObject({ name: 'Limited', assignedProductCount: 2 });
    expect(ribbon.assignedProductsCount).toBeUndefined();

    const unknown = await call('/stores/v3/products', {
      product: { ...shirtV3('Orphan Shirt'), brand: { id: '00000000-0000-4000-8000-000000000000' } },
    });
    expectEnvelope(unknown, 404);
    expect(applicationCode(unknown)).toBe('BRAND_NOT_FOUND');
  });

  it('shows a renamed ribbon on products; deleting it removes it from them', async () => {
    const shirt = await createProduct('Ribbon Shirt', { ribbon: { name: 'Hot' } });
    const ribbonId = shirt.ribbon.id as string;
    await call(`/stores/v3/ribbons/${ribbonId}`, { ribbon: { revision: '1', name: 'Hotter' } }, 'PATCH');
    expect((await product(shirt.id)).ribbon).toEqual({ id: ribbonId, name: 'Hotter' });
    const byName = await call(
      `/stores/v3/products/query?.r=${dotR({ query: { filter: { 'ribbon.name': 'Hotter' } } })}`,
    );
    expect(byName.body.products.map((p: Json) => p.id)).toContain(shirt.id);

    await call(`/stores/v3/ribbons/${ribbonId}`, undefined, 'DELETE');
    expect((await product(shirt.id)).ribbon).toBeUndefined();
  });

  it('keeps a deleted brand on products as a bare id, and the product stays editable', async () => {
    const brand = await createBrand('Short Lived');
    const shirt = await createProduct('Brand Shirt', { brand: { id: brand.id } });
    expect(shirt.brand).toEqual({ id: brand.id, name: 'Short Lived' });
    await call(`/stores/v3/brands/${brand.id}`, undefined, 'DELETE');
    expect((await product(shirt.id)).brand).toEqual({ id: brand.id });
    const edit = await call(
      `/stores/v3/products/${shirt.id}`,
      { product: { id: shirt.id, revision: '1', name: 'Brand Shirt II' } },
      'PATCH',
    );
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(edit.body.product.brand).toEqual({ id: brand.id });
  });

  it('gets or creates by name, one and in bulk', async () => {
    const first = await call('/stores/v3/brands/get-or-create', { brandName: 'Saltmarsh' });
    const again = await call('/stores/v3/brands/get-or-create', { brandName: 'Saltmarsh' });
    expect(again.body.brand.id).toBe(first.body.brand.id);
    const bulk = await call('/stores/v3/bulk/ribbons/get-or-create', { ribbonNames: ['Gift', 'Gift', '  '] });
    expect(bulk.body.bulkActionMetadata).toEqual({ totalSuccesses: 2, totalFailures: 1, undetailedFailures: 0 });
    expect(bulk.body.results[0].item.id).toBe(bulk.body.results[1].item.id);
    expect(bulk.body.results[2].itemMetadata.error.code).toBe('INVALID_ARGUMENT');
  });

  it('creates, updates and deletes in bulk with per-item results', async () => {
    const created = await call('/stores/v3/bulk/ribbons/create', {
      ribbons: [{ name: 'Bulk A' }, { name: 'Bulk B' }, { name: 'Bulk A' }],
      returnEntity: true,
    });
    expect(created.status).toBe(200);
    const [a, b, dup] = created.body.results;
    expect(a.item.name).toBe('Bulk A');
    expect(dup.itemMetadata).toMatchObject({
      originalIndex: 2,
      success: false,
      error: { code: 'DUPLICATE_RIBBON_NAME' },
    });

    const updated = await call('/stores/v3/bulk/ribbons/update', {
      ribbons: [
        { ribbon: { id: a.item.id, revision: '1', name: 'Bulk A2' }, fieldMask: 'name' },
        { ribbon: { id: b.item.id, revision: '7', name: 'Bulk B2' } },
        { ribbon: { id: b.item.id, revision: '1', name: 'Ignored' }, fieldMask: 'other' },
      ],
      returnEntity: true,
      fields: ['ASSIGNED_PRODUCT_COUNT'],
    });
    const [ok, stale, unmasked] = updated.body.results;
    expect(ok.item).toMatchObject({ name: 'Bulk A2', revision: '2', assignedProductCount: 0 });
    expect(stale.itemMetadata.error.code).toBe('REVISION_MISMATCH');
    expect(unmasked.item).toMatchObject({ name: 'Bulk B', revision: '2' });

    const deleted = await call('/stores/v3/bulk/ribbons/delete', { ribbonIds: [a.item.id, 'nope'] });
    expect(deleted.body.results.map((r: Json) => r.itemMetadata.success)).toEqual([true, false]);
    expect(deleted.body.results[0].item).toBeUndefined();
    expect(deleted.body.results[1].itemMetadata.error.code).toBe('RIBBON_NOT_FOUND');

    const brands = await call('/stores/v3/bulk/brands/create', { brands: [{ name: 'Bulk Brand' }] });
    expect(brands.body.results[0].item).toBeUndefined();
    const brandId = brands.body.results[0].itemMetadata.id as string;
    const brandUpdate = await call('/stores/v3/bulk/brands/update', {
      brands: [{ brand: { id: brandId, revision: '1', name: 'Bulk Brand II' } }],
    });
    expect(brandUpdate.body.bulkActionMetadata.totalSuccesses).toBe(1);
    const bulkGet = await call('/stores/v3/bulk/brands/get-or-create', { brandNames: ['Bulk Brand II'] });
    expect(bulkGet.body.results[0].item.id).toBe(brandId);
    expect((await call('/stores/v3/bulk/brands/delete', { brandIds: [brandId] })).body.bulkActionMetadata).toEqual({
      totalSuccesses: 1,
      totalFailures: 0,
      undetailedFailures: 0,
    });
    const tooMany = await call('/stores/v3/bulk/brands/delete', { brandIds: Array(101).fill('x') });
    expectEnvelope(tooMany, 400);
  });

  it('queries with cursors (GET .r and POST for brands, POST only for ribbons) and counts', async () => {
    for (const name of ['Page 1', 'Page 2', 'Page 3']) await createBrand(name);
    const query = {
      query: { filter: { name: { $startsWith: 'Page' } }, sort: [{ fieldName: 'name' }], cursorPaging: { limit: 2 } },
    };
    const first = await call(`/stores/v3/brands/query?.r=${dotR(query)}`);
    expect(first.body.brands.map((b: Json) => b.name)).toEqual(['Page 1', 'Page 2']);
    expect(first.body.pagingMetadata.hasNext).toBe(true);
    const next = await call('/stores/v3/brands/query', {
      query: { cursorPaging: { cursor: first.body.pagingMetadata.cursors.next, limit: 2 } },
      fields: ['ASSIGNED_PRODUCTS_COUNT'],
    });
    expect(next.body.brands).toEqual([expect.objectContaining({ name: 'Page 3', assignedProductsCount: 0 })]);
    expect(next.body.pagingMetadata.cursors.next).toBeUndefined();

    const newest = (await call('/stores/v3/brands/query', {})).body.brands as Json[];
    expect(newest.map((b) => b.createdDate)).toEqual([...newest.map((b) => b.createdDate)].sort().reverse());

    const count = await call('/stores/v3/brands/count', { filter: { name: { $startsWith: 'Page' } } });
    expect(count.body).toEqual({ count: 3 });
    const ribbons = await call('/stores/v3/ribbons/query', { query: { cursorPaging: { limit: 100 } } });
    expect(ribbons.status).toBe(200);
    expect(ribbons.body.ribbons.length).toBeGreaterThan(0);
    expect((await call('/stores/v3/ribbons/query?.r=e30')).status).toBe(404);
    expect((await call('/stores/v3/ribbons/count', { filter: { id: ribbons.body.ribbons[0].id } })).body.count).toBe(1);
    const tooBig = await call('/stores/v3/ribbons/query', { query: { cursorPaging: { limit: 101 } } });
    expectEnvelope(tooBig, 400);
    const badSort = await call('/stores/v3/brands/query', { query: { sort: [{ fieldName: 'id' }] } });
    expectEnvelope(badSort, 400);
  });

  it('lets visitors read but not write', async () => {
    const token = await v3.h.visitorToken();
    expect((await v3.h.call('/stores/v3/brands/query', { token, body: {} })).status).toBe(200);
    const write = await v3.h.call('/stores/v3/brands', { token, body: { brand: { name: 'Visitor brand' } } });
    expectEnvelope(write, 403);
  });
});

describe('brand and ribbon events', () => {
  const subscribed = subscribedV3Sandbox();

  it('are delivered signed and match the contract', async () => {
    const { h, receiver, admin } = subscribed;
    const brand = (await h.call('/stores/v3/brands', { ...admin, body: { brand: { name: 'Evented' } } })).body.brand;
    await h.call(`/stores/v3/brands/${brand.id}`, {
      ...admin,
      method: 'PATCH',
      body: { brand: { revision: '1', name: 'Evented II' } },
    });
    await h.call(`/stores/v3/brands/${brand.id}`, { ...admin, method: 'DELETE' });
    const ribbon = (await h.call('/stores/v3/ribbons', { ...admin, body: { ribbon: { name: 'Evented' } } })).body
      .ribbon;
    await h.call(`/stores/v3/ribbons/${ribbon.id}`, { ...admin, method: 'DELETE' });
    const events = await receiver.take(5);
    const of = (type: string) => events.find((e) => e.eventType === type);
    expect(zBrandCreatedEvent.safeParse(of('wix.stores.catalog.v3.brand_created')).success).toBe(true);
    const updated = of('wix.stores.catalog.v3.brand_updated')!;
    expect(zBrandUpdatedEvent.safeParse(updated).success).toBe(true);
    expect(updated.data).toMatchObject({ entityId: brand.id, entityEventSequence: '2' });
    expect(updated.data.updatedEvent.currentEntity.name).toBe('Evented II');
    expect(zBrandDeletedEvent.safeParse(of('wix.stores.catalog.v3.brand_deleted')).success).toBe(true);
    expect(zRibbonCreatedEvent.safeParse(of('wix.stores.catalog.v3.ribbon_created')).success).toBe(true);
    const deleted = of('wix.stores.catalog.v3.ribbon_deleted')!;
    expect(zRibbonDeletedEvent.safeParse(deleted).success).toBe(true);
    expect(deleted.data.deletedEvent.deletedEntity.id).toBe(ribbon.id);
  });

  it('answer 428 on a v1 store', async () => {
    const v1 = await startHarness();
    try {
      const reply = await v1.call('/stores/v3/brands', { token: v1.sandbox.apiKey, body: { brand: { name: 'x' } } });
      expectEnvelope(reply, 428);
      expect(applicationCode(reply)).toBe('CATALOG_V1_SITE_CALLING_CATALOG_V3_API');
    } finally {
      await v1.close();
    }
  });
});
