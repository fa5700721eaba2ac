import { loadProductServiceConfig } from '@wix/headless-stores/services';
import type { productsV3 } from '@wix/stores';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../integration/support/demo-store.js';
import { productPageServices, useStorefrontOnSandbox } from './support/storefront.js';

// A product page of the platform's storefront package: its loader reads the product by slug, then the shopper picks
// a variant through the selected-variant service, which reads the variant's inventory item as a visitor.
const storefront = useStorefrontOnSandbox();
const shirt = DEMO.linenShirt;

let product: productsV3.V3Product;
beforeAll(async () => {
  const loaded = await loadProductServiceConfig(shirt.slug);
  if (loaded.type !== 'success' || !loaded.config.product)
    throw new Error(`the product page of ${shirt.slug} did not load`);
  product = loaded.config.product;
});

describe('the product page loader', () => {
  it('reads the product by its slug with what the page shows', () => {
    expect(product.name).toBe(shirt.name);
    expect(product.currency).toBe('USD');
    expect(product.actualPriceRange?.minValue?.formattedAmount).toBe('$59.90');
    expect(product.variantsInfo?.variants).toHaveLength(shirt.variantCount);
    expect(product.options?.map((option) => option.name)).toEqual(['Size', 'Color']);
    expect(product.breadcrumbsInfo?.breadcrumbs?.map((crumb) => crumb.categoryName)).toEqual([
      'Collections',
      'Summer Linen',
    ]);
    expect(product.url).toBe(`${storefront.sandbox.url}/product-page/${shirt.slug}`);
  });

  it('gives each picture as the platform’s image string, whose file the sandbox serves on the image path', async () => {
    const main = product.media?.main;

    // The SDK turns the platform's `image` object into `wix:image://v1/<id>/<file name>#originWidth=…`; the
    // storefront's gallery builds the picture's address from the id (`<image host>/media/<id>`).
    const [, id] =
      /^wix:image:\/\/v1\/([^/]+)\/linen-shirt\.svg#originWidth=1000&originHeight=1000$/.exec(main?.image ?? '') ?? [];
    expect(id).toMatch(/^[0-9a-f]{6}_[0-9a-f]{32}~mv2\.svg$/);
    expect(main?.thumbnail).toMatchObject({ width: 50, height: 50 });
    expect(product.media?.itemsInfo?.items?.[0]?.image).toBe(main?.image);
    const picture = await fetch(`${storefront.sandbox.url}/media/${id}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  });

  it('answers "not found" for a slug no product has', async () => {
    expect(await loadProductServiceConfig('no-such-product')).toEqual({ type: 'notFound' });
  });
});

describe('choosing a variant', () => {
  it('offers every choice of every option', () => {
    const { selectedVariant } = productPageServices(product);

    expect(selectedVariant.options.get()).toEqual({
      Size: ['XS', 'S', 'M', 'L', 'XL'],
      Color: ['Sand', 'Olive', 'Chalk'],
    });
  });

  it('shows the price and stock of the chosen variant', () => {
    const { selectedVariant } = productPageServices(product);

    selectedVariant.setSelectedChoices({ Size: 'XL', Color: 'Olive' });
    expect(selectedVariant.currentPrice.get()).toBe('$64.90');
    expect(selectedVariant.isInStock.get()).toBe(true);
    expect(selectedVariant.selectedVariant()?.sku).toBe('LINSHI-XL-OLIV');

    selectedVariant.setSelectedChoices({ Size: 'XS', Color: 'Olive' });
    expect(selectedVariant.currentPrice.get()).toBe('$59.90');
    expect(selectedVariant.isInStock.get()).toBe(false);
  });

  it('caps the quantity at the stock of the chosen variant, read from its inventory item', async () => {
    const { selectedVariant } = productPageServices(product);

    selectedVariant.setSelectedChoices({ Size: 'M', Color: 'Sand' });

    await expect.poll(() => selectedVariant.quantityAvailable.get()).toBe(12);
    expect(selectedVariant.trackQuantity.get()).toBe(true);
    selectedVariant.setSelectedQuantity(50);
    expect(selectedVariant.selectedQuantity.get()).toBe(12);
  });
});
