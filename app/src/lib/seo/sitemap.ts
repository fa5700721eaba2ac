import type { StoreContextValue } from '../../store-context';
import { TREE, withShopCategories } from '../shop-categories-v3';
import { categoryPath, productPath } from './shop-paths';

/** The most items one read asks for: the sitemap reads every page of them. */
const PAGE_SIZE = 100;

const shown = (item: { visible?: boolean | null }) => item.visible !== false;

/**
 * The paths of every product and category a visitor can see, read page after page with the visitor's client (the
 * platform hides hidden ones from it; one marked hidden is left out all the same). A v1 store's collections are its
 * categories.
 */
export async function sitemapPaths(store: StoreContextValue): Promise<string[]> {
  const paths = ['/'];
  const site = store.shopper;
  if (store.catalog === 'v3') {
    const categories = withShopCategories(site).categories.queryCategories(TREE).limit(PAGE_SIZE).find();
    for await (const category of await categories) if (shown(category)) paths.push(categoryPath(category.slug ?? ''));
    const products = site.productsV3.searchProducts().eq('visible', true).limit(PAGE_SIZE).find();
    for await (const product of await products) if (shown(product)) paths.push(productPath(product));
    return paths;
  }
  const collections = site.collections.queryCollections().limit(PAGE_SIZE).find();
  for await (const collection of await collections)
    if (shown(collection)) paths.push(categoryPath(collection.slug ?? ''));
  const products = site.products.queryProducts().limit(PAGE_SIZE).find();
  for await (const product of await products) if (shown(product)) paths.push(productPath(product));
  return paths;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** A sitemap (sitemaps.org protocol 0.9) of these absolute addresses. */
export function sitemapXml(urls: string[]): string {
  const entries = urls.map((url) => `  <url><loc>${url.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
