import { describe, expect, it } from 'vitest';
import type { SiteClient } from '../../src/index.js';
import type { CatalogName } from '../../sandbox/catalog-versioning/store-catalog.js';
import { headOf, listedCards, servedPage, structuredDataOf, wordsOf } from './support/served-html.js';
import { shopProducts, uniquelyPriced } from './support/shop-products.js';
import {
  merchantClient,
  saveScreenshot,
  storeJourney,
  visitorClient,
  type StoreUnderTest,
} from './support/store-under-test.js';
import { imagesOf, pageAtWidth, sidewaysOverflow, WIDTHS } from './support/viewport.js';

// What a search engine or a link preview reads: the server's HTML alone, fetched without running any script.

const SCHEMA = 'https://schema.org';
const FIRST_PAGE = 12;

/** A product of the store as the merchant reads it, hidden ones too. */
interface StoreProduct {
  id: string;
  slug: string;
  hidden: boolean;
  soldOut: boolean;
  /** When the platform last changed it. */
  updated: string;
}

async function storeProducts(merchant: SiteClient, catalog: CatalogName): Promise<StoreProduct[]> {
  if (catalog === 'v3') {
    const { items } = await merchant.productsV3.queryProducts().limit(100).find();
    return items.map((p) => ({
      id: p.id!,
      slug: p.slug!,
      hidden: p.visible === false,
      soldOut: p.inventory?.availabilityStatus === 'OUT_OF_STOCK',
      updated: p.updatedDate!,
    }));
  }
  const { items } = await merchant.products.queryProducts().limit(100).find();
  return items.map((p) => ({
    id: p.id!,
    slug: p.slug!,
    hidden: p.visible === false,
    soldOut: p.stock?.inventoryStatus === 'OUT_OF_STOCK' || p.stock?.inStock === false,
    updated: p.lastUpdated!,
  }));
}

const availability = (inStock: boolean) => `${SCHEMA}/${inStock ? 'InStock' : 'OutOfStock'}`;

function productData(url: string, fields: Record<string, unknown>, offer: Record<string, unknown>) {
  const present = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined && value !== ''));
  return { '@context': SCHEMA, '@type': 'Product', url, ...present, offers: { '@type': 'Offer', url, ...offer } };
}

/** The JSON-LD a product page at `url` should carry: the product as a visitor reads it by its slug. */
async function expectedProductData(store: StoreUnderTest, catalog: CatalogName, slug: string, url: string) {
  const visitor = visitorClient(store);
  const absolute = (address: string | undefined) => address && new URL(address, store.sandbox.url).href;
  const brand = (name: string | undefined) => (name ? { '@type': 'Brand', name } : undefined);
  if (catalog === 'v3') {
    const { product } = await visitor.productsV3.getProductBySlug(slug, { fields: ['PLAIN_DESCRIPTION', 'CURRENCY'] });
    const p = product!;
    return productData(
      url,
      {
        name: p.name,
        description: wordsOf(p.plainDescription),
        // A product with options has a SKU per variant: the page shows one once a choice is made.
        sku: (p.options ?? []).length === 0 ? p.variantsInfo?.variants[0]?.sku : undefined,
        image: absolute(p.media?.main?.url ?? p.media?.main?.image?.url),
        brand: brand(p.brand?.name),
      },
      {
        price: p.actualPriceRange?.minValue?.amount,
        priceCurrency: p.currency,
        availability: availability(p.inventory?.availabilityStatus !== 'OUT_OF_STOCK'),
      },
    );
  }
  const { items } = await visitor.products.queryProducts().eq('slug', slug).find();
  const p = items[0]!;
  const price = p.priceData!;
  const discounted = price.discountedPrice !== undefined && price.discountedPrice < price.price!;
  const status = p.stock?.inventoryStatus;
  return productData(
    url,
    {
      name: p.name,
      description: wordsOf(p.description),
      sku: p.sku,
      image: absolute(p.media?.mainMedia?.image?.url),
      brand: brand(p.brand),
    },
    {
      price: String(discounted ? price.discountedPrice : price.price),
      priceCurrency: price.currency,
      availability: availability(status ? status !== 'OUT_OF_STOCK' : p.stock?.inStock !== false),
    },
  );
}

/** A category a visitor can see (a v1 store's collection): its slug and when the platform last changed it. */
interface VisibleCategory {
  slug: string;
  updated: string;
}

async function visibleCategories(visitor: SiteClient, catalog: CatalogName): Promise<VisibleCategory[]> {
  if (catalog === 'v3') {
    const { createCategories, STORES_CATEGORY_TREE, addSiteModules } = await import('../../src/index.js');
    addSiteModules(visitor, (context) => ({ categories: createCategories(context) }));
    const { items } = await visitor.categories
      .queryCategories({ treeReference: STORES_CATEGORY_TREE })
      .limit(100)
      .find();
    return items.filter((c) => c.visible !== false).map((c) => ({ slug: c.slug!, updated: c.updatedDate! }));
  }
  const { items } = await visitor.collections.queryCollections().limit(100).find();
  return items.map((c) => ({ slug: c.slug!, updated: c.lastUpdated! }));
}

/** The sitemap's entries: each address and its last modification, when it has one. */
const sitemapEntries = (xml: string) =>
  [...xml.matchAll(/<url>(.*?)<\/url>/gs)].map(([, entry]) => ({
    loc: /<loc>([^<]*)<\/loc>/.exec(entry!)?.[1],
    lastmod: /<lastmod>([^<]*)<\/lastmod>/.exec(entry!)?.[1],
  }));

/** What a browser without JavaScript sends for a GET form, with some fields filled in. */
function formQuery(form: Element, filled: Record<string, string>): URLSearchParams {
  const query = new URLSearchParams();
  for (const field of form.querySelectorAll('input[name], select[name]')) {
    const name = field.getAttribute('name')!;
    if (field.getAttribute('type') === 'checkbox' && !field.hasAttribute('checked')) continue;
    const value = field.tagName === 'SELECT' ? (field as HTMLSelectElement).value : field.getAttribute('value');
    query.append(name, filled[name] ?? value ?? '');
  }
  return query;
}

describe.each(['v1', 'v3'] as const)('the %s store’s pages as a search engine reads them', (catalog) => {
  const journey = storeJourney(catalog);
  const served = (path: string) => servedPage(journey.store.app.url, path);
  const absolute = (path: string) => new URL(path, journey.store.app.url).href;
  const products = () => storeProducts(merchantClient(journey.store), catalog);
  // The price the shop's price filter compares: v1's full price, v3's actual (lowest) price.
  const cardsOf = (document: Document) =>
    listedCards(document).map(({ name, paid, full }) => ({ name, price: catalog === 'v3' ? paid : full }));

  it('lists the store’s first products by name and price on the shop’s first page', async () => {
    const expected = (await shopProducts(journey.store, catalog)).slice(0, FIRST_PAGE);
    const shop = await served('/');
    expect(shop.status).toBe(200);
    expect(cardsOf(shop.document)).toEqual(expected.map(({ name, price }) => ({ name, price })));
    const [list] = structuredDataOf(shop.document);
    expect(list).toMatchObject({ '@type': 'ItemList', numberOfItems: FIRST_PAGE });
    expect((list!.itemListElement as Array<{ name: string; position: number }>).map((item) => item.name)).toEqual(
      expected.map((product) => product.name),
    );
  });

  it('narrows the listed products with the filter form, submitted as a plain GET form', async () => {
    const only = uniquelyPriced(await shopProducts(journey.store, catalog));
    const shop = await served('/');
    const form = shop.document.querySelector('form[role="search"]')!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.querySelector('button[type="submit"]')?.textContent).toBe('Apply filters');
    const price = String(only.price);
    const filtered = await served(`/?${formQuery(form, { min: price, max: price })}`);
    expect(cardsOf(filtered.document)).toEqual([{ name: only.name, price: only.price }]);
  });

  it('pages on with the pager’s Next, a plain GET form too', async () => {
    const expected = (await shopProducts(journey.store, catalog)).slice(FIRST_PAGE, 2 * FIRST_PAGE);
    const shop = await served('/');
    const next = [...shop.document.querySelectorAll('nav.pager form')].find(
      (form) => form.querySelector('button')?.textContent === 'Next',
    )!;
    const second = await served(`/?${formQuery(next, {})}`);
    expect(cardsOf(second.document)).toEqual(expected.map(({ name, price }) => ({ name, price })));
    const [list] = structuredDataOf(second.document);
    expect((list!.itemListElement as Array<{ position: number }>)[0]!.position).toBe(FIRST_PAGE + 1);
  });

  it('states each product as the store has it, in JSON-LD, at its slug’s address', async () => {
    const shown = (await products()).filter((product) => !product.hidden);
    // The store's first products, and every one that is sold out.
    const checked = shown.filter((product, index) => index < 6 || product.soldOut);
    for (const product of checked) {
      const url = absolute(`/products/${product.slug}`);
      const page = await served(`/products/${product.slug}`);
      expect(page.status, url).toBe(200);
      const expected = await expectedProductData(journey.store, catalog, product.slug, url);
      expect(structuredDataOf(page.document), url).toEqual([expected]);
      const head = headOf(page.document);
      expect(head.canonical).toBe(url);
      expect(head.og).toMatchObject({ 'og:type': 'product', 'og:url': url });
      expect(head.og['og:image']).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    }
    expect(checked.some((product) => product.soldOut)).toBe(true);
  });

  it('answers an address with the product’s id with a permanent redirect to its slug’s', async () => {
    const [product] = (await products()).filter((p) => !p.hidden);
    const old = await served(`/products/${product!.id}`);
    expect(old.status).toBe(301);
    expect(old.location).toBe(absolute(`/products/${product!.slug}`));
  });

  it('answers 404 with the not-found page for a missing or hidden product, a missing category and any other address', async () => {
    const hidden = (await products()).find((product) => product.hidden)!;
    for (const path of [
      '/products/no-such-product',
      `/products/${hidden.slug}`,
      '/categories/no-such-category',
      '/no-such-page',
    ]) {
      const page = await served(path);
      expect(page.status, path).toBe(404);
      expect(page.document.querySelector('.status-empty strong')?.textContent, path).toBe('Page not found');
      expect(page.document.title, path).toBe('Page not found · Sitekit Store');
    }
  });

  it('gives every kind of page a title and a description of its own', async () => {
    const product = (await products()).find((p) => !p.hidden);
    const [{ slug: category }] = (await visibleCategories(visitorClient(journey.store), catalog)) as [VisibleCategory];
    const paths = [
      '/',
      `/categories/${category}`,
      `/products/${product!.slug}`,
      '/account/login',
      '/account/register',
      // A visitor's /account and /manage/* redirect to their sign-ins (the member's, the staff's).
      '/account/forgot-password',
      '/manage/sign-in',
      '/no-such-page',
    ];
    const heads = await Promise.all(paths.map(async (path) => headOf((await served(path)).document)));
    for (const [index, head] of heads.entries()) {
      expect(head.title, paths[index]).toMatch(/ · Sitekit Store$/);
      expect(head.description?.length ?? 0, paths[index]).toBeGreaterThan(20);
    }
    expect(new Set(heads.map((head) => head.title)).size).toBe(paths.length);
    expect(new Set(heads.map((head) => head.description)).size).toBe(paths.length);
    expect(heads[0]!.canonical).toBe(absolute('/'));
    expect(heads[1]!.canonical).toBe(absolute(`/categories/${category}`));
  });

  it('lists every visible product and category in the sitemap with its last change, and no hidden one', async () => {
    const all = await products();
    expect(all.some((product) => product.hidden)).toBe(true);
    const categories = await visibleCategories(visitorClient(journey.store), catalog);
    const sitemap = await served('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.contentType).toMatch(/^application\/xml/);
    const expected = [
      // The shop's first page changes with every product; it claims no date it cannot know.
      { loc: absolute('/'), lastmod: undefined },
      ...categories.map(({ slug, updated }) => ({ loc: absolute(`/categories/${slug}`), lastmod: updated })),
      ...all
        .filter((product) => !product.hidden)
        .map(({ slug, updated }) => ({ loc: absolute(`/products/${slug}`), lastmod: updated })),
    ];
    const byAddress = (a: { loc?: string }, b: { loc?: string }) => a.loc!.localeCompare(b.loc!);
    expect(sitemapEntries(sitemap.text).toSorted(byAddress)).toEqual(expected.toSorted(byAddress));

    const robots = await served('/robots.txt');
    expect(robots.text.split('\n')).toEqual(
      expect.arrayContaining(['Disallow: /manage', 'Disallow: /account', `Sitemap: ${absolute('/sitemap.xml')}`]),
    );
  });

  it('dates a product in the sitemap by its last change on the platform', async () => {
    const [product] = (await products()).filter((p) => !p.hidden);
    const merchant = merchantClient(journey.store);
    if (catalog === 'v3') {
      const current = await merchant.productsV3.getProduct(product!.id);
      await merchant.productsV3.updateProduct(product!.id, { revision: current.revision!, name: `${current.name} II` });
    } else {
      const { product: current } = await merchant.products.getProduct(product!.id);
      await merchant.products.updateProduct(product!.id, { name: `${current!.name} II` });
    }
    const changed = (await products()).find((p) => p.id === product!.id)!;
    expect(Date.parse(changed.updated)).toBeGreaterThan(Date.parse(product!.updated));
    const entries = sitemapEntries((await served('/sitemap.xml')).text);
    expect(entries.find((entry) => entry.loc === absolute(`/products/${changed.slug}`))?.lastmod).toBe(changed.updated);
  });

  it('names each page of the listing its own canonical address, and a searched, filtered or sorted one its first page', async () => {
    const [{ slug: category }] = (await visibleCategories(visitorClient(journey.store), catalog)) as [VisibleCategory];
    const shop = await served('/');
    const next = [...shop.document.querySelectorAll('nav.pager form')].find(
      (form) => form.querySelector('button')?.textContent === 'Next',
    )!;
    const nextQuery = formQuery(next, {});
    // A v3 store's second page is its cursor's; a v1 store's, its number.
    const cursor = nextQuery.get('cursor');
    const secondPage = new URLSearchParams({ page: '2', ...(cursor && { cursor }) });
    const canonicalOf = async (path: string) => headOf((await served(path)).document).canonical;

    expect(await canonicalOf(`/?${nextQuery}`)).toBe(absolute(`/?${secondPage}`));
    expect(await canonicalOf(`/?${secondPage}&utm_source=mail`)).toBe(absolute(`/?${secondPage}`));
    expect(await canonicalOf('/?page=1')).toBe(absolute('/'));
    expect(await canonicalOf('/?q=linen')).toBe(absolute('/'));
    expect(await canonicalOf(`/?q=linen&${secondPage}`)).toBe(absolute('/'));
    expect(await canonicalOf('/?min=10&max=50')).toBe(absolute('/'));
    expect(await canonicalOf(`/categories/${category}?sort=price-asc`)).toBe(absolute(`/categories/${category}`));
  });

  describe.each(WIDTHS)('at %i px', (width) => {
    const view = pageAtWidth(() => journey.store, width);

    it('shows a product page reached from the shop, its pictures loaded and nothing wider than the window', async () => {
      const { page } = view;
      await page.goto('/');
      await page.locator('.product-card-link').first().click();
      await page.locator('.product-page h1').waitFor();
      expect(new URL(page.url()).pathname).toMatch(/^\/products\/[a-z0-9-]+$/);
      const pictures = await imagesOf(page);
      expect(pictures.broken).toEqual([]);
      expect(await sidewaysOverflow(page)).toBe(0);
      await saveScreenshot(page, `seo-product-${catalog}-${width}`, page.locator('.product-page h1'));
      expect(view.pageErrors).toEqual([]);
    });
  });
});

describe('a product name that reads like markup', () => {
  const journey = storeJourney('v1');

  it('stays inside the JSON-LD script', async () => {
    const merchant = merchantClient(journey.store);
    const { items } = await merchant.products.queryProducts().eq('visible', true).limit(1).find();
    const name = 'Tea </script><script>document.title="x"</script>';
    await merchant.products.updateProduct(items[0]!.id!, { name });
    const { product } = await merchant.products.getProduct(items[0]!.id!);
    const page = await servedPage(journey.store.app.url, `/products/${product!.slug}`);
    expect(page.text).not.toContain('</script><script>document.title');
    expect(structuredDataOf(page.document)[0]).toMatchObject({ '@type': 'Product', name });
  });
});
