import { describe, expect, it } from 'vitest';
import type { Json } from './support/harness.js';
import { shirtV3, v3Sandbox } from './support/catalog-v3-sample.js';

const CHOICE_ID = 'options.choicesSettings.choices.choiceId';
const CHOICE_NAME = 'options.choicesSettings.choices.name';

/** The aggregations a storefront's product list sends with every search (five, as the platform's package does). */
const STOREFRONT_AGGREGATIONS = [
  { name: 'minPrice', fieldPath: 'actualPriceRange.minValue.amount', type: 'SCALAR', scalar: { type: 'MIN' } },
  { name: 'maxPrice', fieldPath: 'actualPriceRange.maxValue.amount', type: 'SCALAR', scalar: { type: 'MAX' } },
  {
    name: 'optionNames',
    fieldPath: 'options.name',
    type: 'VALUE',
    value: { limit: 20, sortType: 'VALUE', sortDirection: 'ASC' },
  },
  {
    name: 'choiceNames',
    fieldPath: CHOICE_NAME,
    type: 'VALUE',
    value: { limit: 50, sortType: 'VALUE', sortDirection: 'ASC' },
  },
  {
    name: 'inventoryStatus',
    fieldPath: 'inventory.availabilityStatus',
    type: 'VALUE',
    value: { limit: 10, sortType: 'VALUE', sortDirection: 'ASC' },
  },
];

/** How many products hold each value, in value order: what a `VALUE` aggregation sorted by value answers. */
function countsOf(products: Json[], valuesOf: (product: Json) => string[]): Array<{ value: string; count: number }> {
  const counts = new Map<string, number>();
  for (const product of products)
    for (const value of new Set(valuesOf(product))) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([value, count]) => ({ value, count }));
}

const optionNames = (p: Json) => (p.options as Json[]).map((o) => o.name as string);
const choicesOf = (p: Json) => (p.options as Json[]).flatMap((o) => o.choicesSettings.choices as Json[]);

describe('sandbox catalog v3: what a storefront sends', () => {
  const v3 = v3Sandbox({ seed: 'demo' });

  const search = async (body: Json, token?: string) => {
    const reply = await v3.h.call('/stores/v3/products/search', {
      token: token ?? (await v3.h.visitorToken()),
      headers: v3.admin.headers,
      body: { search: { cursorPaging: { limit: 100 }, ...body } },
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body;
  };
  const names = (body: Json) => (body.products as Json[]).map((p) => p.name as string);
  const sorted = (list: string[]) => [...list].sort();
  /** What a visitor sees: every visible product. */
  const visible = async () =>
    (await search({ search: undefined }, await v3.h.visitorToken())).products as Json[] as Json[];

  it("answers the five aggregations of a storefront's product list, counting each product once per value", async () => {
    const products = await visible();
    const body = await search({ aggregations: STOREFRONT_AGGREGATIONS });
    const [min, max, options, choices, status] = body.aggregationData.results as Json[];
    const prices = (key: string) => products.map((p) => Number(p.actualPriceRange[key].amount));
    expect(min).toMatchObject({ name: 'minPrice', scalar: { type: 'MIN', value: Math.min(...prices('minValue')) } });
    expect(max).toMatchObject({ name: 'maxPrice', scalar: { type: 'MAX', value: Math.max(...prices('maxValue')) } });
    expect(options).toMatchObject({ name: 'optionNames', type: 'VALUE', fieldPath: 'options.name' });
    expect(options.values.results).toEqual(countsOf(products, optionNames));
    expect(options.values.results.length).toBeGreaterThan(1);
    expect(choices.values.results).toEqual(countsOf(products, (p) => choicesOf(p).map((c) => c.name)).slice(0, 50));
    expect(status.values.results).toEqual(countsOf(products, (p) => [p.inventory.availabilityStatus]));
  });

  it('aggregates the other paths a storefront facets by', async () => {
    const products = await visible();
    const valuesOf = async (fieldPath: string) => {
      const body = await search({
        aggregations: [{ type: 'VALUE', fieldPath, value: { limit: 250, sortType: 'VALUE', sortDirection: 'ASC' } }],
      });
      return body.aggregationData.results[0].values.results as Json[];
    };
    expect(await valuesOf(CHOICE_ID)).toEqual(countsOf(products, (p) => choicesOf(p).map((c) => c.choiceId)));
    expect(await valuesOf('options.id')).toEqual(countsOf(products, (p) => (p.options as Json[]).map((o) => o.id)));
    expect(await valuesOf('brand.name')).toEqual(countsOf(products, (p) => [p.brand.name]));
    expect(await valuesOf('ribbon.id')).toEqual(countsOf(products, (p) => (p.ribbon ? [p.ribbon.id] : [])));
    expect(await valuesOf('infoSections.id')).toEqual(
      countsOf(products, (p) => (p.infoSections as Json[]).map((s) => s.id)),
    );
    const direct = (p: Json) => (p.directCategoriesInfo.categories as Json[]).map((c) => c.id as string);
    expect(await valuesOf('directCategoriesInfo.categories.id')).toEqual(countsOf(products, direct));
    // Every demo category is a child of one root, which therefore holds every product that is in any category.
    const all = await valuesOf('allCategoriesInfo.categories.id');
    const directIds = new Set(products.flatMap(direct));
    const root = all.find((entry) => !directIds.has(entry.value))!;
    expect(root.count).toBe(products.filter((p) => direct(p).length > 0).length);
    expect(all.filter((entry) => entry !== root)).toEqual(countsOf(products, direct));
  });

  it('filters by choice ids and choice names with $hasSome, $hasAll, $in and $eq', async () => {
    const products = await visible();
    const shirt = products.find((p) => choicesOf(p).length > 2)!;
    const [first, second] = choicesOf(shirt) as [Json, Json];
    const holding = (key: string, values: string[], every = false) =>
      sorted(
        products
          .filter((p) => {
            const held = choicesOf(p).map((c) => c[key]);
            return every ? values.every((v) => held.includes(v)) : values.some((v) => held.includes(v));
          })
          .map((p) => p.name),
      );
    for (const [field, key] of [
      [CHOICE_ID, 'choiceId'],
      [CHOICE_NAME, 'name'],
    ] as const) {
      const filtered = async (filter: Json) => sorted(names(await search({ filter: { [field]: filter } })));
      const both = [first[key], second[key]];
      expect(await filtered({ $hasSome: both }), field).toEqual(holding(key, both));
      expect(await filtered({ $in: both }), field).toEqual(holding(key, both));
      expect(await filtered({ $hasAll: both }), field).toEqual(holding(key, both, true));
      expect(await filtered({ $eq: first[key] }), field).toEqual(holding(key, [first[key]]));
      expect(await filtered(first[key]), field).toEqual(holding(key, [first[key]]));
      expect(await filtered({ $hasAll: [first[key], 'no such choice'] }), field).toEqual([]);
    }
    expect(holding('choiceId', [first.choiceId])).toContain(shirt.name);
  });

  it('matches the products of a category and of its subcategories with allCategoriesInfo $matchItems', async () => {
    const products = await visible();
    const direct = (p: Json) => (p.directCategoriesInfo.categories as Json[]).map((c) => c.id as string);
    const category = direct(products.find((p) => direct(p).length > 0)!)[0]!;
    const tree = await v3.h.call(`/categories/v1/categories/${category}?treeReference.appNamespace=@wix/stores`, {
      ...v3.admin,
      method: 'GET',
    });
    expect(tree.status, tree.text).toBe(200);
    const parent = tree.body.category.parentCategory.id as string;
    const inAny = sorted(products.filter((p) => direct(p).length > 0).map((p) => p.name));
    expect(inAny.length).toBeGreaterThan(sorted(products.filter((p) => direct(p).includes(category))).length);
    // As the platform's storefront sends it (`_id` becomes `id` on the wire), and the bare form.
    for (const match of [{ id: { $in: [parent] } }, { id: parent }]) {
      const all = await search({ filter: { 'allCategoriesInfo.categories': { $matchItems: [match] } } });
      expect(sorted(names(all))).toEqual(inAny);
      const onlyDirect = await search({ filter: { 'directCategoriesInfo.categories': { $matchItems: [match] } } });
      expect(names(onlyDirect)).toEqual([]);
    }
    const child = await search({ filter: { 'allCategoriesInfo.categories': { $matchItems: [{ id: category }] } } });
    expect(sorted(names(child))).toEqual(
      sorted(products.filter((p) => direct(p).includes(category)).map((p) => p.name)),
    );
  });

  it('finds every word of a free-text search across name, brand, description and choices, exact name first', async () => {
    const create = async (product: Json) => {
      const reply = await v3.h.call('/stores/v3/products', { ...v3.admin, body: { product } });
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      return reply.body.product as Json;
    };
    await create({ ...shirtV3('Quokka Linen Shirt Deluxe'), plainDescription: '<p>The quokka edition.</p>' });
    await create({ ...shirtV3('Quokka'), brand: { name: 'Zephyrine Atelier' } });
    await create({
      ...shirtV3('Plain Tee'),
      plainDescription: '<p>Quokka quokka quokka, printed quokka.</p>',
      options: [
        {
          name: 'Print',
          optionRenderType: 'TEXT_CHOICES',
          choicesSettings: { choices: [{ name: 'Marsupial' }, { name: 'Wombat' }] },
        },
      ],
      variantsInfo: {
        variants: ['Marsupial', 'Wombat'].map((choiceName) => ({
          sku: `PLAIN-${choiceName.toUpperCase()}`,
          choices: [{ optionChoiceNames: { optionName: 'Print', choiceName, renderType: 'TEXT_CHOICES' } }],
          price: { actualPrice: { amount: '10.00' } },
        })),
      },
    });
    const found = async (expression: string, extra: Json = {}) =>
      names(await search({ search: { expression }, ...extra }));

    // Relevance order: the product named exactly so first, then by bm25 (name weighs more than description).
    expect(await found('quokka')).toEqual(['Quokka', 'Quokka Linen Shirt Deluxe', 'Plain Tee']);
    expect(await found('quokka shirt')).toEqual(['Quokka Linen Shirt Deluxe']);
    expect(await found('quokka shirt', { search: { expression: 'quokka shirt', mode: 'OR' } })).toContain('Plain Tee');
    expect(await found('zephyrine')).toEqual(['Quokka']);
    expect(await found('wombat')).toEqual(['Plain Tee']);
    expect(await found('PLAIN-WOMBAT')).toEqual(['Plain Tee']);
    // The last word is matched as a prefix from two letters on; a single letter matches nothing.
    expect(await found('quokka delu')).toEqual(['Quokka Linen Shirt Deluxe']);
    expect(await found('zephy')).toEqual(['Quokka']);
    expect(await found('q')).toEqual([]);
    // Query syntax in the expression is read as words.
    expect(await found('quokka* "(DELUXE -')).toEqual(['Quokka Linen Shirt Deluxe']);
    // A sort given wins over relevance, and the count agrees with the search.
    expect(await found('quokka', { sort: [{ fieldName: 'name', order: 'DESC' }] })).toEqual([
      'Quokka Linen Shirt Deluxe',
      'Quokka',
      'Plain Tee',
    ]);
    const count = await v3.h.call('/stores/v3/products/count', {
      ...v3.admin,
      body: { search: { expression: 'quokka' } },
    });
    expect(count.body).toEqual({ count: 3 });
    // Pages of a ranked search continue the same order.
    const first = await search({ search: { expression: 'quokka' }, cursorPaging: { limit: 2 } });
    expect(names(first)).toEqual(['Quokka', 'Quokka Linen Shirt Deluxe']);
    const next = await search({ cursorPaging: { cursor: first.pagingMetadata.cursors.next, limit: 2 } });
    expect(names(next)).toEqual(['Plain Tee']);
  });

  it('lets a visitor read inventory items (query, search, count, get) but not write them', async () => {
    const visitor = await v3.h.visitorToken();
    const read = (path: string, body?: Json, method?: string) =>
      v3.h.call(`/stores/v3/inventory-items${path}`, { token: visitor, body, ...(method ? { method } : {}) });
    const query = await read('/query', { query: { cursorPaging: { limit: 5 } } });
    expect(query.status, query.text).toBe(200);
    const item = query.body.inventoryItems[0] as Json;
    expect((await read('/search', { search: { cursorPaging: { limit: 5 } } })).status).toBe(200);
    expect((await read('/count', {})).status).toBe(200);
    const one = await read(`/${item.id}`, undefined, 'GET');
    expect(one.status, one.text).toBe(200);
    expect(one.body.inventoryItem.id).toBe(item.id);
    const write = await read(
      `/${item.id}`,
      { inventoryItem: { id: item.id, revision: item.revision, quantity: 1 } },
      'PATCH',
    );
    expect(write.status).toBe(403);
    const bulk = await v3.h.call('/stores/v3/bulk/inventory-items/delete', {
      token: visitor,
      body: { inventoryItemIds: [item.id] },
    });
    expect(bulk.status).toBe(403);
    const anonymous = await v3.h.call('/stores/v3/inventory-items/query', { body: { query: {} } });
    expect(anonymous.status).toBe(401);
  });
});
