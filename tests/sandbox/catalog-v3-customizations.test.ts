import { describe, expect, it } from 'vitest';
import {
  zCustomizationCreatedEvent,
  zCustomizationDeletedEvent,
  zCustomizationUpdatedEvent,
} from '../../generated/zod.gen.js';
import { shirtV3, v3Sandbox } from './support/catalog-v3-sample.js';
import { applicationCode, dotR, expectEnvelope, type Json, violationFields } from './support/harness.js';
import { expectLifecycleEvents, subscribedV3Sandbox } from './support/webhook-receiver.js';

const swatch = (name: string, colorCode: string) => ({ choiceType: 'ONE_COLOR', name, colorCode });
const color = {
  name: 'Color',
  customizationType: 'PRODUCT_OPTION',
  customizationRenderType: 'SWATCH_CHOICES',
  choicesSettings: { choices: [swatch('Sand', '#D8C3A5'), swatch('Navy', '#1F2A44')] },
};
const giftWrap = {
  name: 'Gift wrap',
  customizationType: 'MODIFIER',
  customizationRenderType: 'TEXT_CHOICES',
  choicesSettings: { choices: [{ name: 'Paper', defaultAddedPrice: '2.50' }, { name: 'Box' }] },
};

describe('sandbox catalog v3: customizations', () => {
  const v3 = v3Sandbox();
  const call = (path: string, body?: unknown, method?: string) =>
    v3.h.call(path, { ...v3.admin, ...(body === undefined ? {} : { body }), ...(method ? { method } : {}) });
  const create = async (customization: Json) => {
    const reply = await call('/stores/v3/customizations', { customization });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.customization as Json;
  };
  const choiceOp = (id: string, op: string, body: Json) =>
    call(`/stores/v3/customizations/${id}/${op}`, { customizationId: id, ...body });

  it('creates, reads, renames and deletes a customization with revisions', async () => {
    const made = await create(color);
    expect(made).toMatchObject({ name: 'Color', customizationType: 'PRODUCT_OPTION', revision: '1' });
    expect(made.choicesSettings.choices.map((c: Json) => [c.name, c.key, c.choiceType])).toEqual([
      ['Sand', 'Sand', 'ONE_COLOR'],
      ['Navy', 'Navy', 'ONE_COLOR'],
    ]);
    const read = await call(
      `/stores/v3/customizations/${made.id}?customizationId=${made.id}&fields=ASSIGNED_PRODUCTS_COUNT`,
    );
    expect(read.body.customization.assignedProductsCount).toBe(0);
    const renamed = await call(
      `/stores/v3/customizations/${made.id}`,
      { customization: { revision: '1', name: 'Colour' } },
      'PATCH',
    );
    expect(renamed.body.customization).toMatchObject({ name: 'Colour', revision: '2' });
    const stale = await call(
      `/stores/v3/customizations/${made.id}`,
      { customization: { revision: '1', name: 'x' } },
      'PATCH',
    );
    expect(applicationCode(stale)).toBe('REVISION_MISMATCH');
    expect(
      (await call(`/stores/v3/customizations/${made.id}?customizationId=${made.id}`, undefined, 'DELETE')).body,
    ).toEqual({});
    const gone = await call(`/stores/v3/customizations/${made.id}`);
    expectEnvelope(gone, 404);
    expect(applicationCode(gone)).toBe('CUSTOMIZATION_NOT_FOUND');
  });

  it('refuses what the platform refuses', async () => {
    const rejected = async (customization: Json, status: number) => {
      const reply = await call('/stores/v3/customizations', { customization });
      expectEnvelope(reply, status);
      return reply;
    };
    const freeOption = await rejected(
      {
        name: 'Note',
        customizationType: 'PRODUCT_OPTION',
        customizationRenderType: 'FREE_TEXT',
        freeTextInput: { title: 'Note' },
      },
      400,
    );
    expect(applicationCode(freeOption)).toBe('INVALID_CUSTOMIZATION_RENDER_TYPE');
    const dup = await rejected(
      { ...color, choicesSettings: { choices: [swatch('Sand', '#fff'), swatch('sand', '#000')] } },
      400,
    );
    expect(dup.body.details.validationError.fieldViolations[0].ruleName).toBe('DUPLICATE_CHOICE_NAME');
    const noColor = await rejected({ ...color, choicesSettings: { choices: [{ name: 'Sand' }] } }, 400);
    expect(noColor.body.details.validationError.fieldViolations[0].ruleName).toBe('INVALID_CHOICE_VALUE');
    const empty = await rejected({ ...color, choicesSettings: { choices: [] } }, 400);
    expect(violationFields(empty)).toContain('customization.choicesSettings.choices');
    const priced = await rejected(
      { ...color, choicesSettings: { choices: [{ ...swatch('Sand', '#fff'), defaultAddedPrice: '1' }] } },
      400,
    );
    expect(applicationCode(priced)).toBe('MODIFIER_SETTINGS_NOT_SUPPORTED_FOR_PRODUCT_OPTION');
    const badType = await rejected({ ...color, customizationType: 'OTHER' }, 400);
    expect(violationFields(badType)).toContain('customization.customizationType');
  });

  it('adds, sets, removes, links and reorders choices', async () => {
    const wrap = await create(giftWrap);
    const [paper, box] = wrap.choicesSettings.choices as Json[];
    const added = await choiceOp(wrap.id, 'add-choices', { choices: [{ name: 'Bag' }] });
    const bag = added.body.customization.choicesSettings.choices[2];
    expect(added.body.customization.revision).toBe('2');
    const dup = await choiceOp(wrap.id, 'add-choices', { choices: [{ name: 'bag' }] });
    expectEnvelope(dup, 400);

    const linked = await choiceOp(wrap.id, 'update-choices', {
      revision: '2',
      choices: [{ choice: { id: bag.id, primaryChoiceIds: [paper.id] }, fieldMask: 'primaryChoiceIds' }],
    });
    expect(linked.body.customization.choicesSettings.choices[2].primaryChoiceIds).toEqual([paper.id]);
    const chain = await choiceOp(wrap.id, 'update-choices', {
      revision: '3',
      choices: [{ choice: { id: box.id, primaryChoiceIds: [bag.id] } }],
    });
    expect(chain.body.details.validationError.fieldViolations[0].ruleName).toBe('PRIMARY_CHOICE_HIERARCHY_VIOLATION');
    const self = await choiceOp(wrap.id, 'update-choices', {
      revision: '3',
      choices: [{ choice: { id: box.id, primaryChoiceIds: [box.id] } }],
    });
    expect(self.body.details.validationError.fieldViolations[0].ruleName).toBe('PRIMARY_CHOICE_SELF_REFERENCE');
    const masked = await choiceOp(wrap.id, 'update-choices', {
      revision: '3',
      choices: [{ choice: { id: box.id }, fieldMask: 'name' }],
    });
    expect(applicationCode(masked)).toBe('UNSUPPORTED_CHOICE_FIELD');

    const mismatch = await choiceOp(wrap.id, 'reorder-choices', { revision: '3', choiceIds: [box.id, 'other'] });
    expectEnvelope(mismatch, 428);
    expect(mismatch.body.details.applicationError.data).toEqual({
      missingIds: [paper.id, bag.id],
      extraIds: ['other'],
    });
    const reordered = await choiceOp(wrap.id, 'reorder-choices', {
      revision: '3',
      choiceIds: [bag.id, box.id, paper.id],
    });
    expect(reordered.body.customization.choicesSettings).toMatchObject({ sortOrder: 'MANUAL' });
    expect(reordered.body.customization.choicesSettings.choices.map((c: Json) => c.name)).toEqual([
      'Bag',
      'Box',
      'Paper',
    ]);

    const removed = await choiceOp(wrap.id, 'remove-choices', { choiceIds: [paper.id], revision: '4' });
    expect(removed.body.customization.choicesSettings.choices.map((c: Json) => c.name)).toEqual(['Bag', 'Box']);
    expect(removed.body.customization.choicesSettings.choices[0].primaryChoiceIds).toEqual([]);
    const last = await choiceOp(wrap.id, 'remove-choices', { choiceIds: [bag.id, box.id] });
    expect(last.body.details.validationError.fieldViolations[0].ruleName).toBe(
      'NOT_ALLOWED_CUSTOMIZATION_WITHOUT_CHOICES',
    );

    const set = await choiceOp(wrap.id, 'set-choices', { choices: [{ id: box.id, name: 'Box' }, { name: 'Tin' }] });
    const after = set.body.customization.choicesSettings.choices as Json[];
    expect(after.map((c) => c.name)).toEqual(['Box', 'Tin']);
    expect(after[0].id).toBe(box.id);
    const wrongPath = await call(`/stores/v3/customizations/${wrap.id}/add-choices`, {
      customizationId: 'other',
      choices: [{ name: 'x' }],
    });
    expectEnvelope(wrongPath, 400);
  });

  it('turns product options and modifiers into entities and guards the ones in use', async () => {
    const product = (await call('/stores/v3/products', { product: shirtV3('Custom Shirt') })).body.product as Json;
    const size = product.options[0];
    const monogram = product.modifiers[0];
    const entity = (await call(`/stores/v3/customizations/${size.id}?fields=ASSIGNED_PRODUCTS_COUNT`)).body
      .customization;
    expect(entity).toMatchObject({ name: 'Size', customizationType: 'PRODUCT_OPTION', assignedProductsCount: 1 });
    expect(entity.choicesSettings.choices.map((c: Json) => c.id)).toEqual(
      size.choicesSettings.choices.map((c: Json) => c.choiceId),
    );

    const inUse = await call(`/stores/v3/customizations/${size.id}`, undefined, 'DELETE');
    expectEnvelope(inUse, 428);
    expect(applicationCode(inUse)).toBe('NOT_ALLOWED_DELETE_CUSTOMIZATION_ASSIGNED_TO_PRODUCT');
    expect(inUse.body.details.applicationError.data.productIds).toEqual([product.id]);
    const choiceInUse = await choiceOp(size.id, 'remove-choices', {
      choiceIds: [size.choicesSettings.choices[0].choiceId],
    });
    expect(applicationCode(choiceInUse)).toBe('CHOICE_ASSIGNED_TO_PRODUCT');

    expect((await call(`/stores/v3/customizations/${monogram.id}`, undefined, 'DELETE')).status).toBe(200);
    const after = (await call(`/stores/v3/products/${product.id}`)).body.product;
    expect(after.modifiers).toEqual([]);

    const second = (await call('/stores/v3/products', { product: shirtV3('Custom Shirt Two') })).body.product as Json;
    expect(second.options[0].id).toBe(size.id);
    const shared = (await call(`/stores/v3/customizations/${size.id}?fields=ASSIGNED_PRODUCTS_COUNT`)).body
      .customization;
    expect(shared.assignedProductsCount).toBe(2);
  });

  it('refuses two choices of one id, and an option that names a modifier', async () => {
    const wrap = await create(giftWrap);
    const [paper] = wrap.choicesSettings.choices as Json[];
    const twice = await choiceOp(wrap.id, 'set-choices', {
      choices: [
        { id: paper.id, name: 'Paper' },
        { id: paper.id, name: 'Foil' },
      ],
    });
    expectEnvelope(twice, 400);
    expect(violationFields(twice)).toEqual(['choices[1].id']);

    const monogram = (await call('/stores/v3/products', { product: shirtV3('Monogram Owner') })).body.product
      .modifiers[0] as Json;
    const shirt = shirtV3('Option On A Modifier');
    const [size] = shirt.options!;
    const wrong = await call('/stores/v3/products', {
      product: { ...shirt, options: [{ ...size, id: monogram.id }] },
    });
    expectEnvelope(wrong, 400);
    expect(violationFields(wrong)).toEqual(['product.options[0].id']);
  });

  it('creates, updates and adds choices in bulk with `customization` results; queries and counts', async () => {
    const created = await call('/stores/v3/bulk/customizations/create', {
      customizations: [giftWrap, { ...color, name: 'Bulk colour' }, { ...color, customizationRenderType: 'FREE_TEXT' }],
      returnEntity: true,
    });
    const [a, b, bad] = created.body.results;
    expect(a.customization.name).toBe('Gift wrap');
    expect(a.item).toBeUndefined();
    expect(bad.itemMetadata.success).toBe(false);
    const updated = await call('/stores/v3/bulk/customizations/update', {
      customizations: [
        { customization: { id: b.customization.id, revision: '1', name: 'Bulk color' } },
        { customization: { id: a.customization.id, revision: '9', name: 'x' } },
      ],
      returnEntity: true,
    });
    expect(updated.body.results[0].customization.name).toBe('Bulk color');
    expect(updated.body.results[1].itemMetadata.error.code).toBe('REVISION_MISMATCH');
    const bulkAdd = await call('/stores/v3/bulk/customizations/add-choices', {
      customizationsChoices: [
        { customizationId: a.customization.id, choices: [{ name: 'Ribbon' }] },
        { customizationId: 'missing', choices: [{ name: 'x' }] },
      ],
      returnEntity: true,
    });
    expect(bulkAdd.body.results[0].customization.choicesSettings.choices).toHaveLength(3);
    expect(bulkAdd.body.results[1].itemMetadata.error.code).toBe('CUSTOMIZATION_NOT_FOUND');

    const query = {
      query: { filter: { customizationType: 'MODIFIER', name: 'Gift wrap' } },
      fields: ['ASSIGNED_PRODUCTS_COUNT'],
    };
    const page = await call(`/stores/v3/customizations/query?.r=${dotR(query)}`);
    expect(page.body.customizations.map((c: Json) => c.id)).toContain(a.customization.id);
    expect(page.body.customizations[0].assignedProductsCount).toBe(0);
    const count = await call('/stores/v3/customizations/count', {
      filter: { customizationRenderType: 'SWATCH_CHOICES' },
    });
    expect(count.body.count).toBeGreaterThanOrEqual(1);
    const badSort = await call('/stores/v3/customizations/query', {
      query: { sort: [{ fieldName: 'customizationType' }] },
    });
    expectEnvelope(badSort, 400);
  });
});

describe('customization events', () => {
  const subscribed = subscribedV3Sandbox();

  it('are delivered signed and match the contract', async () => {
    const { h, receiver, admin } = subscribed;
    const made = (await h.call('/stores/v3/customizations', { ...admin, body: { customization: giftWrap } })).body
      .customization;
    await h.call(`/stores/v3/customizations/${made.id}/add-choices`, {
      ...admin,
      body: { customizationId: made.id, choices: [{ name: 'Tin' }] },
    });
    await h.call(`/stores/v3/customizations/${made.id}`, { ...admin, method: 'DELETE' });
    const updated = await expectLifecycleEvents(receiver, 'wix.stores.catalog.v3.customization', {
      created: zCustomizationCreatedEvent,
      updated: zCustomizationUpdatedEvent,
      deleted: zCustomizationDeletedEvent,
    });
    expect(updated.data.updatedEvent.currentEntity.choicesSettings.choices).toHaveLength(3);
  });
});
