import { describe, expect, it } from 'vitest';
import { isSiteRevisionConflictError, type ApiKeyAuth, type SiteClient } from '../../../src/index.js';
import { sampleShirtV3 } from '../../support/sample-products-v3.js';
import { conflictOf, siteErrorOf } from '../support/errors.js';
import { useSandboxUnderTest } from '../support/sandbox-under-test.js';
import { useStoreClients } from '../support/store-clients.js';

const sandbox = useSandboxUnderTest('demo', { catalog: 'v3' });
const clients = useStoreClients(sandbox);

type Stored = { id?: string; revision?: string };
type Call = (...args: unknown[]) => Promise<never>;
interface Builder {
  eq(field: string, value: unknown): Builder;
  find(): Promise<{ items: Stored[]; hasNext(): boolean }>;
}

/** A named v3 entity module and what its round trip sends. */
interface EntityCase {
  module: 'brandsV3' | 'ribbonsV3' | 'infoSectionsV3' | 'customizationsV3';
  one: string;
  many: string;
  created: Record<string, unknown>;
  /** The field the update changes, and its new value. */
  change: [field: string, value: string];
}

const ENTITIES: EntityCase[] = [
  {
    module: 'brandsV3',
    one: 'Brand',
    many: 'Brands',
    created: { name: 'Round Trip Brand' },
    change: ['name', 'Renamed Brand'],
  },
  { module: 'ribbonsV3', one: 'Ribbon', many: 'Ribbons', created: { name: 'Round Trip' }, change: ['name', 'Renamed'] },
  {
    module: 'infoSectionsV3',
    one: 'InfoSection',
    many: 'InfoSections',
    created: { uniqueName: 'round-trip', title: 'Round trip', plainDescription: '<p>Wash cold.</p>' },
    change: ['title', 'Renamed section'],
  },
  {
    module: 'customizationsV3',
    one: 'Customization',
    many: 'Customizations',
    created: {
      name: 'Round Trip Engraving',
      customizationType: 'MODIFIER',
      customizationRenderType: 'TEXT_CHOICES',
      choicesSettings: { choices: [{ choiceType: 'CHOICE_TEXT', name: 'Initials', defaultAddedPrice: '2.50' }] },
    },
    change: ['name', 'Renamed Engraving'],
  },
];

const calls = (site: SiteClient<ApiKeyAuth>, module: EntityCase['module']) =>
  site[module] as unknown as Record<string, Call>;

describe.each(ENTITIES)('site.$module against the v3 sandbox', ({ module, one, many, created, change }) => {
  const [field, value] = change;

  it('creates, gets, updates with the revision, queries, counts and deletes', async () => {
    const entity = calls(clients.admin.site, module);
    const made: Stored = await entity[`create${one}`]!(created);
    expect(made.revision).toBe('1');
    expect(await entity[`get${one}`]!(made.id)).toMatchObject(created);

    const updated: Stored & Record<string, unknown> = await entity[`update${one}`]!(made.id, {
      revision: '1',
      [field]: value,
    });
    expect([updated[field], updated.revision]).toEqual([value, '2']);

    const query = (entity[`query${many}`] as unknown as () => Builder)();
    const page = await query.eq(field, value).find();
    expect([page.items.map((item) => item.id), page.hasNext()]).toEqual([[made.id], false]);
    expect(await entity[`count${many}`]!({ filter: { [field]: value } })).toEqual({ count: 1 });

    await entity[`delete${one}`]!(made.id);
    expect((await siteErrorOf(entity[`get${one}`]!(made.id))).status).toBe(404);
  });

  it('refuses a stale revision with a conflict error naming the entity', async () => {
    const entity = calls(clients.admin.site, module);
    const made: Stored = await entity[`create${one}`]!({ ...created, ...uniqueNames(created, 'Stale') });
    await entity[`update${one}`]!(made.id, { revision: '1', [field]: `${value} once` });
    const failure = await siteErrorOf(entity[`update${one}`]!(made.id, { revision: '1', [field]: `${value} twice` }));
    expect(conflictOf(failure)).toEqual([
      409,
      module.replace(/s?V3$/, '').replace(/^./, (c) => c.toLowerCase()),
      made.id,
      '2',
    ]);
  });

  it('answers a bulk update with a failed item beside a successful one', async () => {
    const entity = calls(clients.admin.site, module);
    const made: Stored = await entity[`create${one}`]!({ ...created, ...uniqueNames(created, 'Bulk') });
    const key = module.replace(/sV3$/, '');
    const response: { results: Array<{ itemMetadata: { success: boolean } }> } = await entity[`bulkUpdate${many}`]!([
      { [key]: { id: made.id, revision: '1', [field]: `${value} bulk` }, fieldMask: [field] },
      { [key]: { id: made.id, revision: '9', [field]: `${value} stale` }, fieldMask: [field] },
    ]);
    expect(response.results.map((result) => result.itemMetadata.success)).toEqual([true, false]);
  });
});

/** The created entity with its unique names suffixed, so that each test makes its own. */
function uniqueNames(created: Record<string, unknown>, suffix: string): Record<string, unknown> {
  const names = ['name', 'uniqueName'].filter((name) => typeof created[name] === 'string');
  return Object.fromEntries(names.map((name) => [name, `${String(created[name])} ${suffix}`]));
}

describe('deleting a brand or ribbon that products show', () => {
  it('a deleted brand stays on the product as a bare id; a deleted ribbon leaves it', async () => {
    const brand = await clients.admin.site.brandsV3.createBrand({ name: 'Doomed Brand' });
    const ribbon = await clients.admin.site.ribbonsV3.createRibbon({ name: 'Doomed' });
    const product = await clients.admin.site.productsV3.createProduct({
      ...sampleShirtV3('Orphan Shirt'),
      brand: { id: brand.id },
      ribbon: { id: ribbon.id },
    });
    expect([product.brand?.name, product.ribbon?.name]).toEqual(['Doomed Brand', 'Doomed']);
    const counted = await clients.admin.site.brandsV3.getBrand(brand.id!, { fields: ['ASSIGNED_PRODUCTS_COUNT'] });
    expect(counted.assignedProductsCount).toBe(1);

    await clients.admin.site.brandsV3.deleteBrand(brand.id!);
    await clients.admin.site.ribbonsV3.deleteRibbon(ribbon.id!);
    const after = await clients.admin.site.productsV3.getProduct(product.id!);
    expect([after.brand, after.ribbon]).toEqual([{ id: brand.id }, undefined]);
  });
});

describe('customization choices against the v3 sandbox', () => {
  it('adds, reorders, links and removes choices, and a stale reorder is a conflict', async () => {
    const customizations = clients.admin.site.customizationsV3;
    const made = await customizations.createCustomization({
      name: 'Choice Trip',
      customizationType: 'PRODUCT_OPTION',
      customizationRenderType: 'TEXT_CHOICES',
      choicesSettings: { choices: [{ choiceType: 'CHOICE_TEXT', name: 'Small' }] },
    });
    const added = await customizations.addCustomizationChoices(made.id!, [
      { choiceType: 'CHOICE_TEXT', name: 'Large' },
    ]);
    const [small, large] = added.customization?.choicesSettings?.choices ?? [];
    const revision = added.customization?.revision ?? '';
    const reordered = await customizations.reorderCustomizationChoices(made.id!, revision, {
      choiceIds: [large!.id!, small!.id!],
    });
    expect(reordered.customization?.choicesSettings?.choices?.map((choice) => choice.name)).toEqual(['Large', 'Small']);
    const linked = await customizations.updateCustomizationChoices(made.id!, reordered.customization!.revision!, {
      choices: [{ choice: { id: small!.id!, primaryChoiceIds: [large!.id!] }, fieldMask: ['primaryChoiceIds'] }],
    });
    const linkedSmall = linked.customization?.choicesSettings?.choices?.find((choice) => choice.id === small!.id);
    expect(linkedSmall?.primaryChoiceIds).toEqual([large!.id]);

    const stale = await siteErrorOf(
      customizations.reorderCustomizationChoices(made.id!, revision, { choiceIds: [small!.id!, large!.id!] }),
    );
    expect(isSiteRevisionConflictError(stale) && [stale.entity, stale.entityId]).toEqual(['customization', made.id]);

    const removed = await customizations.removeCustomizationChoices(made.id!, [small!.id!], {
      revision: linked.customization!.revision!,
    });
    expect(removed.customization?.choicesSettings?.choices?.map((choice) => choice.name)).toEqual(['Large']);
  });
});

describe('get-or-create against the v3 sandbox', () => {
  it('finds an entity by name (or unique name) the second time instead of creating another', async () => {
    const first = await clients.admin.site.brandsV3.getOrCreateBrand('Found Or Made');
    const again = await clients.admin.site.brandsV3.getOrCreateBrand('Found Or Made');
    expect(again.brand?.id).toBe(first.brand?.id);

    const ribbons = await clients.admin.site.ribbonsV3.bulkGetOrCreateRibbons(['Made Once', 'Made Once Too']);
    const ribbonsAgain = await clients.admin.site.ribbonsV3.bulkGetOrCreateRibbons(['Made Once']);
    expect(ribbonsAgain.results?.[0]?.item?.id).toBe(ribbons.results?.[0]?.item?.id);

    const section = await clients.admin.site.infoSectionsV3.getOrCreateInfoSection({
      infoSection: { uniqueName: 'found-or-made', title: 'Found' },
    });
    const byId = await clients.admin.site.infoSectionsV3.getOrCreateInfoSection({
      infoSection: { id: section.infoSection?.id },
    });
    expect(byId.infoSection?.uniqueName).toBe('found-or-made');
  });
});
