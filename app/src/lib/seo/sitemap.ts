import type { StoreContextValue } from '../../store-context';
import { TREE, withShopCategories } from '../shop-categories-v3';
import { categoryPath, productPath } from './shop-paths';

/** The most items one read asks for: the sitemap reads every page of them. */
const PAGE_SIZE = 100;

/** One page of the shop in the sitemap: its path, and when the platform last changed what it shows. */
export interface SitemapEntry {
  path: string;
  /** An ISO 8601 date and time, as the platform answers it. */
  lastModified?: string;
}

const shown = (item: { visible?: boolean | null }) => item.visible !== false;

/**
 * Every product and category a visitor can see, read page after page with the visitor's client (the platform hides
 * hidden ones from it; one marked hidden is left out all the same), each dated by its last change on the platform. A
 * v1 store's collections are its categories. The shop's first page has no date: it changes with any product.
 */
export async function sitemapEntries(store: StoreContextValue): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = [{ path: '/' }];
  const site = store.shopper;
  const add = (path: string, lastModified: string | undefined) =>
    entries.push({ path, ...(lastModified && { lastModified }) });
  if (store.catalog === 'v3') {
    const categories = withShopCategories(site).categories.queryCategories(TREE).limit(PAGE_SIZE).find();
    for await (const category of await categories)
      if (shown(category)) add(categoryPath(category.slug ?? ''), category.updatedDate);
    const products = site.productsV3.searchProducts().eq('visible', true).limit(PAGE_SIZE).find();
    for await (const product of await products) if (shown(product)) add(productPath(product), product.updatedDate);
    return entries;
  }
  const collections = site.collections.queryCollections().limit(PAGE_SIZE).find();
  for await (const collection of await collections)
    if (shown(collection)) add(categoryPath(collection.slug ?? ''), collection.lastUpdated);
  const products = site.products.queryProducts().limit(PAGE_SIZE).find();
  for await (const product of await products) if (shown(product)) add(productPath(product), product.lastUpdated);
  return entries;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const xmlText = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

/** A sitemap (sitemaps.org protocol 0.9) of these pages at their absolute addresses (`loc`), dated (`lastmod`). */
export function sitemapXml(entries: Array<{ url: string; lastModified?: string }>): string {
  const urls = entries.map(({ url, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${xmlText(lastModified)}</lastmod>` : '';
    return `  <url><loc>${xmlText(url)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
