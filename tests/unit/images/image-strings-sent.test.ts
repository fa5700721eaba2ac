import { describe, expect, it } from 'vitest';
import { createCustomizationsV3 } from '../../../src/catalog-v3/entity-modules-v3.js';
import { createCategories } from '../../../src/catalog-v3/categories.js';
import { createProductsV3 } from '../../../src/catalog-v3/products-v3.js';
import { STORES_CATEGORY_TREE } from '../../../src/catalog-v3/tree-reads.js';
import { testContext, useCatalogServer } from '../catalog/support/catalog-server.js';
import { PRODUCT_V3 } from '../catalog-v3/support/v3-samples.js';

const MEDIA_ID = '3c76e2_8f1d6b0c2a4e4f5d9b7a1c3e5d7f9a2b~mv2.jpg';
const IMAGE_STRING = `wix:image://v1/${MEDIA_ID}/front.jpg#originWidth=1600&originHeight=2000`;
const IMAGE = {
  id: MEDIA_ID,
  width: 1600,
  height: 2000,
  filename: 'front.jpg',
  altText: 'front.jpg',
  url: IMAGE_STRING,
};
const PLAIN = 'https://images.example.com/front.jpg';
const WIRE_IMAGE = { id: MEDIA_ID, url: `https://static.example.com/media/${MEDIA_ID}`, width: 1600, height: 2000 };

const server = useCatalogServer();
const sentBody = () => server.requests.at(-1)?.body as Record<string, unknown>;

describe('image strings in requests', () => {
  it('categories.createCategory sends category.image as the object, from a string or an object', async () => {
    const categories = createCategories(testContext());
    server.answer(() => ({ category: { id: 'C1', name: 'Shirts', image: WIRE_IMAGE } }));
    const created = await categories.createCategory(
      { name: 'Shirts', image: IMAGE_STRING },
      { treeReference: STORES_CATEGORY_TREE },
    );
    expect(sentBody()).toMatchObject({ category: { name: 'Shirts', image: IMAGE } });
    expect(created.image).toEqual(WIRE_IMAGE);

    await categories.createCategory({ name: 'Shirts', image: PLAIN }, { treeReference: STORES_CATEGORY_TREE });
    expect(sentBody()).toMatchObject({ category: { image: { url: PLAIN } } });

    await categories.createCategory({ name: 'Shirts', image: WIRE_IMAGE }, { treeReference: STORES_CATEGORY_TREE });
    expect(sentBody()).toMatchObject({ category: { image: WIRE_IMAGE } });
  });

  it('categories.bulkUpdateCategories converts the image of each element', async () => {
    const categories = createCategories(testContext());
    server.answer(() => ({ results: [], bulkActionMetadata: { totalSuccesses: 0, totalFailures: 0 } }));
    await categories.bulkUpdateCategories([{ category: { id: 'C1', revision: '1', image: PLAIN } }], {
      treeReference: STORES_CATEGORY_TREE,
    });
    expect(sentBody()).toMatchObject({ categories: [{ category: { image: { url: PLAIN } } }] });
  });

  it('productsV3.createProduct and the bulk creates send media images and choice display images as objects', async () => {
    const products = createProductsV3(testContext());
    const product = {
      name: 'Linen shirt',
      productType: 'PHYSICAL' as const,
      media: { itemsInfo: { items: [{ image: IMAGE_STRING }, { image: WIRE_IMAGE }] } },
      options: [{ name: 'Color', choicesSettings: { choices: [{ name: 'Sand', displayImage: PLAIN }] } }],
    };
    const sentProduct = {
      media: { itemsInfo: { items: [{ image: IMAGE }, { image: WIRE_IMAGE }] } },
      options: [{ choicesSettings: { choices: [{ name: 'Sand', displayImage: { url: PLAIN } }] } }],
    };
    server.answer(() => ({ product: PRODUCT_V3 }));
    await products.createProduct(product);
    expect(sentBody()).toMatchObject({ product: sentProduct });
    server.answer(() => ({ product: PRODUCT_V3, inventoryResults: {} }));
    await products.createProductWithInventory(product);
    expect(sentBody()).toMatchObject({ product: sentProduct });
    server.answer(() => ({ results: [], bulkActionMetadata: { totalSuccesses: 0, totalFailures: 0 } }));
    await products.bulkCreateProducts([product]);
    expect(sentBody()).toMatchObject({ products: [sentProduct] });
    await products.bulkCreateProductsWithInventory([product]);
    expect(sentBody()).toMatchObject({ products: [sentProduct] });
  });

  it("customizationsV3.createCustomization and addCustomizationChoices send a choice's images as objects", async () => {
    const customizations = createCustomizationsV3(testContext());
    const customization = {
      id: 'Z1',
      revision: '1',
      name: 'Color',
      customizationType: 'PRODUCT_OPTION' as const,
      customizationRenderType: 'SWATCH_CHOICES' as const,
      choicesSettings: { choices: [{ id: 'S', name: 'Sand', displayImage: WIRE_IMAGE }] },
    };
    server.answer(() => ({ customization }));
    const created = await customizations.createCustomization({
      name: 'Color',
      customizationType: 'PRODUCT_OPTION',
      customizationRenderType: 'SWATCH_CHOICES',
      choicesSettings: { choices: [{ name: 'Sand', displayImage: IMAGE_STRING, image: PLAIN }] },
    });
    expect(sentBody()).toMatchObject({
      customization: { choicesSettings: { choices: [{ name: 'Sand', displayImage: IMAGE, image: { url: PLAIN } }] } },
    });
    expect(created.choicesSettings?.choices?.[0]?.displayImage).toEqual(WIRE_IMAGE);

    await customizations.addCustomizationChoices('Z1', [{ name: 'Navy', displayImage: PLAIN }]);
    expect(sentBody()).toMatchObject({ choices: [{ name: 'Navy', displayImage: { url: PLAIN } }] });
  });

  it('names the field of an image string that is no address, and sends nothing', async () => {
    const categories = createCategories(testContext());
    await expect(
      categories.createCategory({ name: 'Shirts', image: 'linen.jpg' }, { treeReference: STORES_CATEGORY_TREE }),
    ).rejects.toMatchObject({ fieldViolations: [expect.objectContaining({ field: 'category.image' })] });
    expect(server.requests).toHaveLength(0);
  });
});
