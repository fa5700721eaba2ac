import type { SiteClient } from 'sitekit';

/** A catalog v1 store's product with this slug: a query of one, as v1 reads a single product by id only. */
export const productBySlug = (site: SiteClient, slug: string) =>
  site.products.queryProducts().eq('slug', slug).limit(1);
