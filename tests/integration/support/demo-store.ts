import type { SiteClient, Product } from '../../../src/index.js';

/** Facts of the sandbox's demo store that the catalog tests rely on. */
export const DEMO = {
  /** Every demo product; one of them is hidden from visitors. */
  productCount: 36,
  visibleProductCount: 35,
  /** Size XS (5 sizes) by Color (3 colours); XS is sold out; XL costs 5 more. */
  linenShirt: { name: 'Linen Shirt', slug: 'linen-shirt', price: 59.9, cost: 22.5, variantCount: 15 },
  collectionSlug: 'summer-linen',
  allProductsCollectionId: '00000000-000000-000000-000000000001',
} as const;

/** The demo product with this name, read through the client's own query builder. */
export async function demoProduct(site: SiteClient<unknown>, name: string): Promise<Product> {
  const page = await site.products.queryProducts().eq('name', name).find();
  const [product] = page.items;
  if (!product || page.items.length !== 1) throw new Error(`the demo store should have exactly one "${name}"`);
  return product;
}
