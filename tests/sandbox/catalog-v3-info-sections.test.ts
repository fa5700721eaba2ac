import { describe, expect, it } from 'vitest';
import {
  zInfoSectionCreatedEvent,
  zInfoSectionDeletedEvent,
  zInfoSectionUpdatedEvent,
} from '../../generated/zod.gen.js';
import { shirtV3, v3Sandbox } from './support/catalog-v3-sample.js';
import { applicationCode, dotR, expectEnvelope, type Json, violationFields } from './support/harness.js';
import { expectLifecycleEvents, subscribedV3Sandbox } from './support/webhook-receiver.js';

const care = { uniqueName: 'care', title: 'Care', plainDescription: '<p>Wash cold.</p>' };

describe('sandbox catalog v3: info sections', () => {
  const v3 = v3Sandbox();
  const call = (path: string, body?: unknown, method?: string) =>
    v3.h.call(path, { ...v3.admin, ...(body === undefined ? {} : { body }), ...(method ? { method } : {}) });
  const create = async (section: Json) => {
    const reply = await call('/stores/v3/info-sections', { infoSection: section });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.infoSection as Json;
  };
  const product = async (id: string) => (await call(`/stores/v3/products/${id}`)).body.product as Json;

  it('creates, reads, updates and deletes a section with revisions', async () => {
    const section = await create(care);
    expect(section).toMatchObject({ ...care, revision: '1' });
    const read = await call(
      `/stores/v3/info-sections/${section.id}?infoSectionId=${section.id}&fields=ASSIGNED_PRODUCTS_COUNT`,
    );
    expect(read.body.infoSection).toMatchObject({ id: section.id, assignedProductsCount: 0 });
    const updated = await call(
      `/stores/v3/info-sections/${section.id}`,
      { infoSection: { revision: '1', title: 'Care guide', id: section.id } },
      'PATCH',
    );
    expect(updated.body.infoSection).toMatchObject({
      title: 'Care guide',
      uniqueName: 'care',
      revision: '2',
      plainDescription: care.plainDescription,
    });
    const stale = await call(
      `/stores/v3/info-sections/${section.id}`,
      { infoSection: { revision: '1', title: 'x' } },
      'PATCH',
    );
    expectEnvelope(stale, 409);
    expect(applicationCode(stale)).toBe('REVISION_MISMATCH');
    expect((await call(`/stores/v3/info-sections/${section.id}`, undefined, 'DELETE')).body).toEqual({});
    const gone = await call(`/stores/v3/info-sections/${section.id}`);
    expectEnvelope(gone, 404);
    expect(applicationCode(gone)).toBe('INFO_SECTION_NOT_FOUND');
  });

  it('refuses a duplicate unique name, a missing title and blank text', async () => {
    await create({ uniqueName: 'sizing', title: 'Sizing' });
    const duplicate = await call('/stores/v3/info-sections', { infoSection: { uniqueName: 'sizing', title: 'Again' } });
    expectEnvelope(duplicate, 409);
    expect(applicationCode(duplicate)).toBe('DUPLICATE_INFO_SECTION_UNIQUE_NAME');
    const noTitle = await call('/stores/v3/info-sections', { infoSection: { uniqueName: 'untitled' } });
    expectEnvelope(noTitle, 400);
    expect(violationFields(noTitle)).toContain('infoSection.title');
    const blank = await call('/stores/v3/info-sections', { infoSection: { uniqueName: 'blank', title: '  ' } });
    expectEnvelope(blank, 400);
    expect(blank.body.details.validationError.fieldViolations[0].ruleName).toBe('ONLY_SPACES_STRING_ERROR');
    const noName = await call('/stores/v3/info-sections/get-or-create', { infoSection: { title: 'No name' } });
    expectEnvelope(noName, 400);
    expect(violationFields(noName)).toContain('infoSection.uniqueName');
  });

  it('gets or creates by id or unique name', async () => {
    const made = await call('/stores/v3/info-sections/get-or-create', {
      infoSection: { uniqueName: 'returns', title: 'Returns' },
    });
    const byName = await call('/stores/v3/info-sections/get-or-create', { infoSection: { uniqueName: 'returns' } });
    const byId = await call('/stores/v3/info-sections/get-or-create', {
      infoSection: { id: made.body.infoSection.id },
    });
    expect(byName.body.infoSection.id).toBe(made.body.infoSection.id);
    expect(byId.body.infoSection.title).toBe('Returns');
    const unknown = await call('/stores/v3/info-sections/get-or-create', { infoSection: { id: 'missing' } });
    expectEnvelope(unknown, 404);
    const bulk = await call('/stores/v3/bulk/info-sections/get-or-create', {
      infoSections: [{ uniqueName: 'returns' }, { uniqueName: 'gifts', title: 'Gifts' }, { uniqueName: 'nameless' }],
    });
    expect(bulk.body.results.map((r: Json) => r.itemMetadata.success)).toEqual([true, true, false]);
    expect(bulk.body.results[1].item.title).toBe('Gifts');
  });

  it('links products to sections, shows changes, counts and removes deleted ones', async () => {
    const shirt = (
      await call('/stores/v3/products', {
        product: {
          ...shirtV3('Section Shirt'),
          infoSections: [{ uniqueName: 'fabric', title: 'Fabric' }, { uniqueName: 'fabric' }],
        },
      })
    ).body.product as Json;
    expect(shirt.infoSections).toHaveLength(1);
    const sectionId = shirt.infoSections[0].id as string;
    expect(shirt.infoSections[0]).toMatchObject({ uniqueName: 'fabric', title: 'Fabric' });
    await call('/stores/v3/products', {
      product: { ...shirtV3('Section Shirt Two'), infoSections: [{ id: sectionId }] },
    });

    const counted = await call(`/stores/v3/info-sections/${sectionId}?fields=ASSIGNED_PRODUCTS_COUNT`);
    expect(counted.body.infoSection.assignedProductsCount).toBe(2);
    await call(
      `/stores/v3/info-sections/${sectionId}`,
      { infoSection: { revision: '1', title: 'Fabric & fit' } },
      'PATCH',
    );
    expect((await product(shirt.id)).infoSections[0].title).toBe('Fabric & fit');

    const unknown = await call('/stores/v3/products', {
      product: { ...shirtV3('Section Shirt Three'), infoSections: [{ id: 'nope' }] },
    });
    expectEnvelope(unknown, 404);
    expect(applicationCode(unknown)).toBe('INFO_SECTION_NOT_FOUND');

    const extra = await create({ uniqueName: 'extra', title: 'Extra' });
    const added = await call('/stores/v3/bulk/products/add-info-sections', {
      products: [{ productId: shirt.id, revision: '1' }],
      infoSectionIds: [extra.id],
      returnEntity: true,
    });
    expect(added.body.results[0].item.infoSections.map((s: Json) => s.title)).toEqual(['Fabric & fit', 'Extra']);

    await call(`/stores/v3/info-sections/${sectionId}`, undefined, 'DELETE');
    expect((await product(shirt.id)).infoSections.map((s: Json) => s.id)).toEqual([extra.id]);
  });

  it('creates, updates and deletes in bulk, and queries and counts', async () => {
    const created = await call('/stores/v3/bulk/info-sections/create', {
      infoSections: [
        { uniqueName: 'bulk-a', title: 'A' },
        { uniqueName: 'bulk-b', title: 'B' },
        { uniqueName: 'bulk-a', title: 'A' },
      ],
      returnEntity: true,
    });
    const [a, b, dup] = created.body.results;
    expect(dup.itemMetadata.error.code).toBe('DUPLICATE_INFO_SECTION_UNIQUE_NAME');
    const updated = await call('/stores/v3/bulk/info-sections/update', {
      infoSections: [
        { infoSection: { id: a.item.id, revision: '1', title: 'A2', uniqueName: 'ignored' }, fieldMask: 'title' },
        { infoSection: { id: b.item.id, revision: '3', title: 'B2' } },
      ],
      returnEntity: true,
    });
    expect(updated.body.results[0].item).toMatchObject({ title: 'A2', uniqueName: 'bulk-a' });
    expect(updated.body.results[1].itemMetadata.error.code).toBe('REVISION_MISMATCH');

    const query = {
      query: {
        filter: { uniqueName: { $startsWith: 'bulk-' } },
        sort: [{ fieldName: 'uniqueName' }],
        cursorPaging: { limit: 1 },
      },
    };
    const first = await call(`/stores/v3/info-sections/query?.r=${dotR(query)}`);
    expect(first.body.infoSections.map((s: Json) => s.uniqueName)).toEqual(['bulk-a']);
    const next = await call('/stores/v3/info-sections/query', {
      query: { cursorPaging: { cursor: first.body.pagingMetadata.cursors.next } },
    });
    expect(next.body.infoSections.map((s: Json) => s.uniqueName)).toEqual(['bulk-b']);
    expect(
      (await call('/stores/v3/info-sections/count', { filter: { uniqueName: { $startsWith: 'bulk-' } } })).body.count,
    ).toBe(2);
    const badField = await call('/stores/v3/info-sections/query', { query: { filter: { name: 'x' } } });
    expectEnvelope(badField, 400);

    const deleted = await call('/stores/v3/bulk/info-sections/delete', { infoSectionIds: [a.item.id, a.item.id] });
    expect(deleted.body.results.map((r: Json) => r.itemMetadata.success)).toEqual([true, false]);
  });
});

describe('info-section events', () => {
  const subscribed = subscribedV3Sandbox();

  it('are delivered signed and match the contract', async () => {
    const { h, receiver, admin } = subscribed;
    const section = (await h.call('/stores/v3/info-sections', { ...admin, body: { infoSection: care } })).body
      .infoSection;
    await h.call(`/stores/v3/info-sections/${section.id}`, {
      ...admin,
      method: 'PATCH',
      body: { infoSection: { revision: '1', title: 'Care II' } },
    });
    await h.call(`/stores/v3/info-sections/${section.id}`, { ...admin, method: 'DELETE' });
    const updated = await expectLifecycleEvents(receiver, 'wix.stores.catalog.v3.info_section', {
      created: zInfoSectionCreatedEvent,
      updated: zInfoSectionUpdatedEvent,
      deleted: zInfoSectionDeletedEvent,
    });
    expect(updated.data.updatedEvent.currentEntity.title).toBe('Care II');
  });
});
