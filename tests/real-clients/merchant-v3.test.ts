import { categories } from '@wix/categories';
import {
  brandsV3,
  customizationsV3,
  infoSectionsV3,
  inventoryItemsV3,
  productsV3,
  readOnlyVariantsV3,
  ribbonsV3,
} from '@wix/stores';
import { createClient, OAuthStrategy } from '@wix/sdk';
import { describe, expect, it } from 'vitest';
import { failureOf, useMerchantOnSandbox } from './support/merchant.js';

// A merchant's back-office script on a catalog v3 store: the platform's SDK modules with the site's API key.
const merchant = useMerchantOnSandbox('v3', {
  productsV3,
  readOnlyVariantsV3,
  inventoryItemsV3,
  brandsV3,
  ribbonsV3,
  infoSectionsV3,
  customizationsV3,
  categories,
});
const STORES = { appNamespace: '@wix/stores' };
const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';

/** A shirt in two sizes, one variant each, as the products reference shows a product with options. */
function shirt(name: string): productsV3.V3Product & { name: string; productType: productsV3.ProductTypeWithLiterals } {
  const sizes = ['M', 'L'];
  return {
    name,
    productType: 'PHYSICAL',
    physicalProperties: {},
    options: [
      {
        name: 'Size',
        optionRenderType: 'TEXT_CHOICES',
        choicesSettings: { choices: sizes.map((size) => ({ name: size, choiceType: 'CHOICE_TEXT' as const })) },
      },
    ],
    variantsInfo: {
      variants: sizes.map((size, index) => ({
        sku: `${name.replace(/\W+/g, '-').toUpperCase()}-${size}`,
        choices: [{ optionChoiceNames: { optionName: 'Size', choiceName: size, renderType: 'TEXT_CHOICES' as const } }],
        price: { actualPrice: { amount: index === 0 ? '40.00' : '45.00' } },
        physicalProperties: {},
      })),
    },
  };
}

describe('productsV3', () => {
  it('creates a product with options and variants, reads it, updates it with its revision and deletes it', async () => {
    const { productsV3 } = merchant.client;
    const created = await productsV3.createProduct(shirt('Merchant Shirt'));
    expect(created).toMatchObject({ name: 'Merchant Shirt', revision: '1', slug: 'merchant-shirt' });
    expect(created._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.options?.[0]?.choicesSettings?.choices?.map((choice) => choice.name)).toEqual(['M', 'L']);
    expect(created.variantsInfo?.variants?.map((variant) => variant.price?.actualPrice?.amount)).toEqual([
      '40.00',
      '45.00',
    ]);

    const read = await productsV3.getProduct(created._id!);
    expect([read._id, read.name, read.revision]).toEqual([created._id, 'Merchant Shirt', '1']);

    const updated = await productsV3.updateProduct(created._id!, { name: 'Merchant Shirt II', revision: '1' });
    expect([updated.name, updated.revision]).toEqual(['Merchant Shirt II', '2']);

    await productsV3.deleteProduct(created._id!);
    const gone = await failureOf(productsV3.getProduct(created._id!));
    expect(gone.details).toMatchObject({ applicationError: { code: expect.any(String) } });
  });

  it('refuses an update with a stale revision, as the SDK raises it', async () => {
    const { productsV3 } = merchant.client;
    const created = await productsV3.createProduct(shirt('Stale Shirt'));
    await productsV3.updateProduct(created._id!, { visible: false, revision: '1' });

    const stale = await failureOf(productsV3.updateProduct(created._id!, { name: 'Too late', revision: '1' }));
    expect(stale).toBeInstanceOf(Error);
    expect(stale.details).toMatchObject({ applicationError: { code: 'REVISION_MISMATCH' } });

    const bulk = await productsV3.bulkUpdateProducts([
      { product: { _id: created._id!, revision: '1', visible: true } },
    ]);
    expect(bulk.bulkActionMetadata).toMatchObject({ totalSuccesses: 0, totalFailures: 1 });
    expect(bulk.results?.[0]?.itemMetadata).toMatchObject({ success: false, error: { code: 'REVISION_MISMATCH' } });
  });

  it('finds products with the query builder and with search', async () => {
    const { productsV3 } = merchant.client;
    await productsV3.createProduct(shirt('Queried Shirt'));

    const found = await productsV3.queryProducts().eq('slug', 'queried-shirt').find();
    expect(found.items.map((product) => product.name)).toEqual(['Queried Shirt']);

    const searched = await productsV3.searchProducts({ search: { expression: 'Queried' } });
    expect(searched.products?.map((product) => product.name)).toContain('Queried Shirt');
  });

  it('creates and updates products in bulk', async () => {
    const { productsV3 } = merchant.client;
    const created = await productsV3.bulkCreateProducts([shirt('Bulk Shirt A'), shirt('Bulk Shirt B')], {
      returnEntity: true,
    });
    expect(created.bulkActionMetadata).toMatchObject({ totalSuccesses: 2, totalFailures: 0 });
    const items = (created.results ?? []).map((result) => result.item!);
    expect(items.map((item) => item.name)).toEqual(['Bulk Shirt A', 'Bulk Shirt B']);

    const updated = await productsV3.bulkUpdateProducts(
      items.map((item) => ({ product: { _id: item._id!, revision: item.revision!, visible: false } })),
      { returnEntity: true },
    );
    expect((updated.results ?? []).map((result) => [result.item?.visible, result.item?.revision])).toEqual([
      [false, '2'],
      [false, '2'],
    ]);
  });
});

type MerchantClient = typeof merchant.client;

/** One named entity's life through its module: what it is created as, its new name, and the field that names it. */
interface EntityLife {
  create(client: MerchantClient): Promise<{ _id?: string | null; revision?: string | null }>;
  rename(client: MerchantClient, id: string, revision: string): Promise<{ revision?: string | null }>;
  findNamed(client: MerchantClient): Promise<Array<{ _id?: string | null }>>;
  findById(client: MerchantClient, id: string): Promise<unknown[]>;
  remove(client: MerchantClient, id: string): Promise<unknown>;
}

const ENTITY_LIVES: Record<string, EntityLife> = {
  'a brand': {
    create: (c) => c.brandsV3.createBrand({ name: 'Harbour Goods' }),
    rename: (c, id, revision) => c.brandsV3.updateBrand(id, { name: 'Harbour Goods Co', revision }),
    findNamed: async (c) => (await c.brandsV3.queryBrands().eq('name', 'Harbour Goods Co').find()).items,
    findById: async (c, id) => (await c.brandsV3.queryBrands().eq('_id', id).find()).items,
    remove: (c, id) => c.brandsV3.deleteBrand(id),
  },
  'a ribbon': {
    create: (c) => c.ribbonsV3.createRibbon({ name: 'Workshop pick' }),
    rename: (c, id, revision) => c.ribbonsV3.updateRibbon(id, { name: 'Last pieces', revision }),
    findNamed: async (c) => (await c.ribbonsV3.queryRibbons().eq('name', 'Last pieces').find()).items,
    findById: async (c, id) => (await c.ribbonsV3.queryRibbons().eq('_id', id).find()).items,
    remove: (c, id) => c.ribbonsV3.deleteRibbon(id),
  },
  'an info section': {
    create: (c) =>
      c.infoSectionsV3.createInfoSection({
        uniqueName: 'care-linen',
        title: 'Care',
        plainDescription: '<p>Wash cold.</p>',
      }),
    rename: (c, id, revision) => c.infoSectionsV3.updateInfoSection(id, { title: 'Care and washing', revision }),
    findNamed: async (c) => (await c.infoSectionsV3.queryInfoSections().eq('title', 'Care and washing').find()).items,
    findById: async (c, id) => (await c.infoSectionsV3.queryInfoSections().eq('_id', id).find()).items,
    remove: (c, id) => c.infoSectionsV3.deleteInfoSection(id),
  },
};

describe('brandsV3, ribbonsV3 and infoSectionsV3', () => {
  it.each(Object.entries(ENTITY_LIVES))(
    'creates, renames with the revision, queries and deletes %s',
    async (_, life) => {
      const { client } = merchant;
      const entity = await life.create(client);
      expect(entity.revision).toBe('1');

      const renamed = await life.rename(client, entity._id!, entity.revision!);
      expect(renamed.revision).toBe('2');
      expect((await life.findNamed(client)).map((item) => item._id)).toEqual([entity._id]);

      await life.remove(client, entity._id!);
      expect(await life.findById(client, entity._id!)).toEqual([]);
    },
  );
});

describe("a product dressed with the store's brand, ribbon and info section", () => {
  it('refers to them by id and reads them back with the product', async () => {
    const { brandsV3, ribbonsV3, infoSectionsV3, productsV3 } = merchant.client;
    const brand = await brandsV3.createBrand({ name: 'Tideline' });
    const ribbon = await ribbonsV3.createRibbon({ name: 'Just in' });
    const section = await infoSectionsV3.createInfoSection({ uniqueName: 'returns-30', title: 'Returns' });

    const product = await productsV3.createProduct({
      ...shirt('Dressed Shirt'),
      brand: { _id: brand._id! },
      ribbon: { _id: ribbon._id! },
      infoSections: [{ _id: section._id! }],
    });
    const read = await productsV3.getProduct(product._id!, { fields: ['INFO_SECTION'] });
    expect(read.brand).toMatchObject({ _id: brand._id, name: 'Tideline' });
    expect(read.ribbon).toMatchObject({ _id: ribbon._id, name: 'Just in' });
    expect(read.infoSections?.map((info) => [info._id, info.title])).toEqual([[section._id, 'Returns']]);
  });
});

describe('customizationsV3', () => {
  it('creates an option with choices, renames it with the revision, queries and deletes it', async () => {
    const { customizationsV3 } = merchant.client;
    const option = await customizationsV3.createCustomization({
      name: 'Finish',
      customizationType: 'PRODUCT_OPTION',
      customizationRenderType: 'TEXT_CHOICES',
      choicesSettings: {
        choices: [
          { name: 'Matte', choiceType: 'CHOICE_TEXT' },
          { name: 'Gloss', choiceType: 'CHOICE_TEXT' },
        ],
      },
    });
    expect(option).toMatchObject({ name: 'Finish', customizationType: 'PRODUCT_OPTION', revision: '1' });
    expect(option.choicesSettings?.choices?.map((choice) => choice.name)).toEqual(['Matte', 'Gloss']);

    const renamed = await customizationsV3.updateCustomization(option._id!, { name: 'Surface', revision: '1' });
    expect([renamed.name, renamed.revision]).toEqual(['Surface', '2']);
    const found = await customizationsV3.queryCustomizations().eq('name', 'Surface').find();
    expect(found.items.map((item) => item._id)).toEqual([option._id]);

    const added = await customizationsV3.addCustomizationChoices(option._id!, [
      { name: 'Satin', choiceType: 'CHOICE_TEXT' },
    ]);
    expect(added.customization?.choicesSettings?.choices?.map((choice) => choice.name)).toEqual([
      'Matte',
      'Gloss',
      'Satin',
    ]);

    await customizationsV3.deleteCustomization(option._id!);
    expect((await customizationsV3.queryCustomizations().eq('_id', option._id).find()).items).toEqual([]);
  });
  // The customizations reference: renaming an option updates all products to which it is assigned.
  it('renames an option that a product uses, and the product and its variants show the new name', async () => {
    const { customizationsV3, productsV3, readOnlyVariantsV3 } = merchant.client;
    const product = await productsV3.createProduct({
      ...shirt('Renamed Option Shirt'),
      options: [{ ...shirt('').options![0]!, name: 'Cut' }],
      variantsInfo: {
        variants: shirt('Renamed Option Shirt').variantsInfo!.variants!.map((variant) => ({
          ...variant,
          choices: variant.choices!.map((choice) => ({
            optionChoiceNames: { ...choice.optionChoiceNames!, optionName: 'Cut' },
          })),
        })),
      },
    });
    const option = product.options![0]!;
    const cut = await customizationsV3.getCustomization(option._id!);
    expect(cut.name).toBe('Cut');

    await customizationsV3.updateCustomization(cut._id!, { name: 'Fit', revision: cut.revision! });

    const read = await productsV3.getProduct(product._id!);
    expect(read.options?.map((each) => each.name)).toEqual(['Fit']);
    const variants = await readOnlyVariantsV3.queryVariants().eq('productData.productId', product._id).find();
    const optionNames = variants.items.flatMap((variant) =>
      (variant.optionChoices ?? []).map((choice) => choice.optionChoiceNames?.optionName),
    );
    expect(optionNames).toEqual(['Fit', 'Fit']);
  });
  it('connects a product to an existing option and modifier by their ids, and shows their names', async () => {
    const { customizationsV3, productsV3 } = merchant.client;
    const glaze = await customizationsV3.createCustomization({
      name: 'Glaze',
      customizationType: 'PRODUCT_OPTION',
      customizationRenderType: 'TEXT_CHOICES',
      choicesSettings: {
        choices: [
          { name: 'Matte', choiceType: 'CHOICE_TEXT' },
          { name: 'Gloss', choiceType: 'CHOICE_TEXT' },
        ],
      },
    });
    const wrap = await customizationsV3.createCustomization({
      name: 'Gift wrap',
      customizationType: 'MODIFIER',
      customizationRenderType: 'TEXT_CHOICES',
      choicesSettings: { choices: [{ name: 'Wrapped', choiceType: 'CHOICE_TEXT' }] },
    });
    const glazes = glaze.choicesSettings!.choices!;

    const product = await productsV3.createProduct({
      name: 'Glazed Bowl',
      productType: 'PHYSICAL',
      physicalProperties: {},
      options: [
        {
          _id: glaze._id!,
          optionRenderType: 'TEXT_CHOICES',
          choicesSettings: { choices: glazes.map((choice) => ({ choiceId: choice._id!, choiceType: 'CHOICE_TEXT' })) },
        },
      ],
      modifiers: [
        {
          _id: wrap._id!,
          modifierRenderType: 'TEXT_CHOICES',
          mandatory: false,
          choicesSettings: { choices: [{ choiceId: wrap.choicesSettings!.choices![0]!._id!, addedPrice: '3' }] },
        },
      ],
      variantsInfo: {
        variants: glazes.map((choice) => ({
          choices: [{ optionChoiceIds: { optionId: glaze._id!, choiceId: choice._id! } }],
          price: { actualPrice: { amount: '24' } },
          physicalProperties: {},
        })),
      },
    });

    expect(product.options?.map((option) => option.name)).toEqual(['Glaze']);
    expect(product.options?.[0]?.choicesSettings?.choices?.map((choice) => choice.name)).toEqual(['Matte', 'Gloss']);
    expect(product.modifiers?.map((modifier) => modifier.name)).toEqual(['Gift wrap']);
    expect(product.modifiers?.[0]?.choicesSettings?.choices?.map((choice) => choice.name)).toEqual(['Wrapped']);
    const read = await productsV3.getProduct(product._id!, { fields: ['VARIANT_OPTION_CHOICE_NAMES'] });
    const variantNames = read.variantsInfo?.variants?.map((variant) => variant.choices?.[0]?.optionChoiceNames);
    expect(variantNames?.map((names) => [names?.optionName, names?.choiceName])).toEqual([
      ['Glaze', 'Matte'],
      ['Glaze', 'Gloss'],
    ]);
  });
});

describe('inventoryItemsV3 and readOnlyVariantsV3', () => {
  it('queries the variants and the inventory items of a new product, and updates its stock one by one and in bulk', async () => {
    const { productsV3, readOnlyVariantsV3, inventoryItemsV3 } = merchant.client;
    const product = await productsV3.createProduct(shirt('Stock Shirt'));

    const variants = await readOnlyVariantsV3.queryVariants().eq('productData.productId', product._id).find();
    expect(variants.items.map((variant) => variant.sku).sort()).toEqual(['STOCK-SHIRT-L', 'STOCK-SHIRT-M']);

    const stock = await inventoryItemsV3.queryInventoryItems().eq('productId', product._id).find();
    expect(stock.items).toHaveLength(2);
    const [first, second] = stock.items;

    const counted = await inventoryItemsV3.updateInventoryItem(
      first!._id!,
      { quantity: 12, revision: first!.revision! },
      { reason: 'MANUAL' },
    );
    expect(counted).toMatchObject({ quantity: 12, trackQuantity: true, inStock: true });
    expect(Number(counted.revision)).toBe(Number(first!.revision) + 1);

    const bulk = await inventoryItemsV3.bulkUpdateInventoryItems(
      [
        { inventoryItem: { _id: counted._id!, revision: counted.revision!, quantity: 0 } },
        { inventoryItem: { _id: second!._id!, revision: second!.revision!, quantity: 5 } },
      ],
      { returnEntity: true },
    );
    expect((bulk.results ?? []).map((result) => [result.item?.quantity, result.item?.inStock])).toEqual([
      [0, false],
      [5, true],
    ]);

    const sold = await inventoryItemsV3.bulkDecrementInventoryItems(
      [{ inventoryItemId: second!._id!, decrementBy: 2 }],
      {
        returnEntity: true,
      },
    );
    const restocked = await inventoryItemsV3.bulkIncrementInventoryItems(
      [{ inventoryItemId: first!._id!, incrementBy: 4 }],
      { returnEntity: true },
    );
    expect([sold.results?.[0]?.item?.quantity, restocked.results?.[0]?.item?.quantity]).toEqual([3, 4]);
    const oversold = await inventoryItemsV3.bulkDecrementInventoryItems([
      { inventoryItemId: second!._id!, decrementBy: 10 },
    ]);
    expect(oversold.results?.[0]?.itemMetadata).toMatchObject({
      success: false,
      error: { code: 'INSUFFICIENT_INVENTORY' },
    });
  });
});

describe('categories', () => {
  it('creates a category, renames it with the revision, places a product in it, moves it and deletes it', async () => {
    const { categories, productsV3 } = merchant.client;
    const product = await productsV3.createProduct(shirt('Categorised Shirt'));
    const created = await categories.createCategory({ name: 'Workwear' }, { treeReference: STORES });
    expect(created).toMatchObject({ name: 'Workwear', revision: '1', itemCounter: 0 });

    const renamed = await categories.updateCategory(
      created._id!,
      { name: 'Work and Utility', revision: created.revision! },
      { treeReference: STORES },
    );
    expect([renamed.name, renamed.revision]).toEqual(['Work and Utility', '2']);

    await categories.bulkAddItemsToCategory(created._id!, [{ catalogItemId: product._id!, appId: STORES_APP_ID }], {
      treeReference: STORES,
    });
    const items = await categories.listItemsInCategory(created._id!, STORES);
    expect((items.items ?? []).map((item) => item.catalogItemId)).toEqual([product._id]);
    const inCategory = await productsV3.getProduct(product._id!, { fields: ['DIRECT_CATEGORIES_INFO'] });
    expect(inCategory.directCategoriesInfo?.categories?.map((category) => category._id)).toContain(created._id);

    const parent = await categories.createCategory({ name: 'Uniforms' }, { treeReference: STORES });
    const moved = await categories.moveCategory(created._id!, STORES, {
      parentCategoryId: parent._id!,
      position: 'FIRST',
    });
    expect(moved).toEqual({
      parentCategoryId: parent._id,
      categoriesAfterMove: [created._id],
      arrangedCategoriesAfterMove: [created._id],
    });
    const placed = await categories.getCategory(created._id!, STORES);
    expect(placed.parentCategory?._id).toBe(parent._id);

    await categories.deleteCategory(created._id!, STORES);
    const gone = await failureOf(categories.getCategory(created._id!, STORES));
    expect(gone.details).toMatchObject({ applicationError: { code: expect.any(String) } });
  });
});

describe('the same calls from a visitor', () => {
  it('are refused: a visitor token does not manage the catalog', async () => {
    const visitor = createClient({
      modules: { productsV3, brandsV3 },
      auth: OAuthStrategy({ clientId: merchant.sandbox.clientId }),
    });

    const product = await failureOf(visitor.productsV3.createProduct(shirt('Visitor Shirt')));
    const brand = await failureOf(visitor.brandsV3.createBrand({ name: 'Visitor Brand' }));
    for (const refused of [product, brand])
      expect(refused.details).toMatchObject({ applicationError: { code: 'PERMISSION_DENIED' } });
    expect((await merchant.client.productsV3.queryProducts().eq('slug', 'visitor-shirt').find()).items).toEqual([]);
  });
});
