import { addSiteModules, createCategories, STORES_CATEGORY_TREE, type SiteClient } from 'sitekit';

/** The store's category tree, as every categories call names it. */
export const TREE = { treeReference: STORES_CATEGORY_TREE };

/**
 * The shop's client with `site.categories`. The module is added by the first category component rather than with
 * the shop's other modules, so the first product list does not wait for its code; adding it again does nothing.
 */
export function withShopCategories(site: SiteClient): SiteClient {
  if (!Object.hasOwn(site, 'categories'))
    addSiteModules(site, (context) => ({ categories: createCategories(context) }));
  return site;
}
