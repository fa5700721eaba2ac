import { beforeAll, describe, expect, it } from 'vitest';
import type { NewProductV3 } from '../../generated/types.gen.js';
import { acceptedCalls, prismSiteClient } from './support/prism-site-client.js';
import type { RecordedResponse } from './support/prism-client.js';
import {
  ApiKeyStrategy,
  getSiteContext,
  STORES_CATEGORY_TREE,
  type ApiKeyAuth,
  type SiteClient,
} from '../../src/index.js';

const MEDIA_ID = '3c76e2_8f1d6b0c2a4e4f5d9b7a1c3e5d7f9a2b~mv2.jpg';
const IMAGE = `wix:image://v1/${MEDIA_ID}/front.jpg#originWidth=1600&originHeight=2000`;
const PLAIN = 'https://images.example.com/front.jpg';
const ID = '5d3c2b1a-0f9e-4d8c-8b7a-6f5e4d3c2b1a';
const TREE = STORES_CATEGORY_TREE;

/**
 * A product whose every image field holds an image string, in both forms: media items, the option and modifier
 * choices' display images, a variant's picture. The media image and choice images are read-only in the contract's
 * types, but apps written for the platform's client send them, converted.
 */
const product = {
  name: 'Linen Shirt',
  productType: 'PHYSICAL',
  physicalProperties: {},
  media: { itemsInfo: { items: [{ image: IMAGE }, { image: PLAIN }] } },
  options: [
    {
      name: 'Size',
      optionRenderType: 'TEXT_CHOICES',
      choicesSettings: { choices: [{ name: 'M', choiceType: 'CHOICE_TEXT', displayImage: IMAGE }] },
    },
  ],
  modifiers: [
    {
      name: 'Gift wrap',
      modifierRenderType: 'TEXT_CHOICES',
      choicesSettings: { choices: [{ name: 'Yes', choiceType: 'CHOICE_TEXT', displayImage: PLAIN }] },
    },
  ],
  variantsInfo: {
    variants: [
      {
        choices: [{ optionChoiceNames: { optionName: 'Size', choiceName: 'M', renderType: 'TEXT_CHOICES' } }],
        price: { actualPrice: { amount: '59.90' } },
        media: { image: IMAGE },
      },
    ],
  },
} as unknown as NewProductV3;
const update = { ...product, id: ID, revision: '3' };
const choices = [
  { name: 'Sand', choiceType: 'ONE_COLOR' as const, colorCode: '#D8C3A5', image: PLAIN, displayImage: IMAGE },
];
const customization = {
  name: 'Color',
  customizationType: 'PRODUCT_OPTION' as const,
  customizationRenderType: 'SWATCH_CHOICES' as const,
  choicesSettings: { choices },
};

type Call = [operationId: string, expected: string, run: (site: SiteClient<ApiKeyAuth>) => Promise<unknown>];

/** Every operation whose request has an image field, called through the site client with image strings. */
const CALLS: Call[] = [
  ['createProductV3', 'POST /stores/v3/products', (s) => s.productsV3.createProduct(product)],
  ['updateProductV3', `PATCH /stores/v3/products/${ID}`, (s) => s.productsV3.updateProduct(ID, update)],
  [
    'createProductWithInventoryV3',
    'POST /stores/v3/products-with-inventory',
    (s) => s.productsV3.createProductWithInventory(product),
  ],
  [
    'updateProductWithInventoryV3',
    `PATCH /stores/v3/products-with-inventory/${ID}`,
    (s) => s.productsV3.updateProductWithInventory(ID, update),
  ],
  ['bulkCreateProductsV3', 'POST /stores/v3/bulk/products/create', (s) => s.productsV3.bulkCreateProducts([product])],
  [
    'bulkCreateProductsWithInventoryV3',
    'POST /stores/v3/bulk/products-with-inventory/create',
    (s) => s.productsV3.bulkCreateProductsWithInventory([product]),
  ],
  [
    'bulkUpdateProductsV3',
    'POST /stores/v3/bulk/products/update',
    (s) => s.productsV3.bulkUpdateProducts([{ product: update }]),
  ],
  [
    'bulkUpdateProductsWithInventoryV3',
    'POST /stores/v3/bulk/products-with-inventory/update',
    (s) => s.productsV3.bulkUpdateProductsWithInventory([{ product: update }]),
  ],
  [
    'bulkUpdateProductsByFilterV3',
    'POST /stores/v3/bulk/products/update-by-filter',
    (s) => s.productsV3.bulkUpdateProductsByFilter({ filter: { visible: true }, product }),
  ],
  [
    'createCustomizationV3',
    'POST /stores/v3/customizations',
    (s) => s.customizationsV3.createCustomization(customization),
  ],
  [
    'bulkCreateCustomizationsV3',
    'POST /stores/v3/bulk/customizations/create',
    (s) => s.customizationsV3.bulkCreateCustomizations([customization]),
  ],
  [
    'addCustomizationChoicesV3',
    `POST /stores/v3/customizations/${ID}/add-choices`,
    (s) => s.customizationsV3.addCustomizationChoices(ID, choices),
  ],
  [
    'setCustomizationChoicesV3',
    `POST /stores/v3/customizations/${ID}/set-choices`,
    (s) => s.customizationsV3.setCustomizationChoices(ID, choices),
  ],
  [
    'bulkAddCustomizationChoicesV3',
    'POST /stores/v3/bulk/customizations/add-choices',
    (s) => s.customizationsV3.bulkAddCustomizationChoices([{ customizationId: ID, choices }]),
  ],
  [
    'createCategory',
    'POST /categories/v1/categories',
    (s) => s.categories.createCategory({ name: 'Shirts', image: IMAGE }, { treeReference: TREE }),
  ],
  [
    'updateCategory',
    `PATCH /categories/v1/categories/${ID}`,
    (s) => s.categories.updateCategory(ID, { revision: '2', image: PLAIN }, { treeReference: TREE }),
  ],
  [
    'bulkUpdateCategories',
    'POST /categories/v1/bulk/categories/update',
    (s) =>
      s.categories.bulkUpdateCategories([{ category: { id: ID, revision: '2', image: IMAGE } }], {
        treeReference: TREE,
      }),
  ],
];

type Table = Record<string, { imagePaths?: string[] } | undefined>;

/** The values at a dotted path of the operation table's `imagePaths` (`*`: each element of an array). */
function valuesAt(value: unknown, segments: string[]): unknown[] {
  if (value === undefined) return [];
  if (segments.length === 0) return [value];
  const [head, ...rest] = segments;
  if (head === '*') return Array.isArray(value) ? value.flatMap((element) => valuesAt(element, rest)) : [];
  return typeof value === 'object' && value !== null ? valuesAt((value as Record<string, unknown>)[head!], rest) : [];
}

describe('image strings in every image field, through the site client against the contract (Prism)', () => {
  let site: SiteClient<ApiKeyAuth>;
  const answers: RecordedResponse[] = [];
  const calls = acceptedCalls(answers);
  const bodies: unknown[] = [];
  let table: Table;

  beforeAll(async () => {
    table = (await (await import('../../src/http/whole-table.js')).checkedTable()) as Table;
    site = prismSiteClient(
      ApiKeyStrategy({ apiKey: 'IST.admin-key', siteId: '0b4c3a1e-6f2d-4c58-9a0e-8d7f1e2b3c4d' }),
      answers,
    );
    getSiteContext(site).client.instance.interceptors.request.use((config) => {
      bodies.push(typeof config.data === 'string' ? JSON.parse(config.data) : config.data);
      return config;
    });
  });

  it.each(CALLS)('%s sends the image objects', async (id, expected, run) => {
    await run(site);
    calls.expectAccepted(expected);
    const images = (table[id]?.imagePaths ?? []).flatMap((path) => valuesAt({ body: bodies.at(-1) }, path.split('.')));
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) expect(image).toEqual(expect.objectContaining({ url: expect.any(String) }));
  });

  it('covers every operation of the table that has an image field', async () => {
    const withImages = Object.keys(table).filter((id) => (table[id]?.imagePaths ?? []).length > 0);
    expect(CALLS.map(([id]) => id).sort()).toEqual(withImages.sort());
  });
});
