/**
 * The shop's addresses of a product and a category: their slugs, which say what the page is about. A product without
 * a slug (an older record) keeps its id, which the product page answers with a permanent redirect once it has one.
 */
export const productPath = (product: { slug?: string; id?: string }) =>
  `/products/${encodeURIComponent(product.slug || product.id || '')}`;

export const categoryPath = (slug: string) => `/categories/${encodeURIComponent(slug)}`;
