import type { Product, ProductMedia, VariantMedia } from '../../generated/types.gen.js';

/**
 * A stored product document as a caller sees it: with its collections and the store's page URL, and without the
 * merchant-only cost data unless the caller may see it.
 */
export function wireProduct(
  doc: string | Product,
  collectionIds: string[],
  origin: string,
  merchant: boolean,
): Product {
  const product = typeof doc === 'string' ? (JSON.parse(doc) as Product) : structuredClone(doc);
  product.collectionIds = collectionIds;
  product.productPageUrl = {
    base: `${origin}/`,
    path: product.productPageUrl?.path ?? `/product-page/${product.slug}`,
  };
  if (!merchant) stripMerchantData(product);
  absolutizeMedia(product, origin);
  return product;
}

/** Media served by the sandbox is stored as a path, so the data survives a restart on another port. */
function absolutizeMedia(product: Product, origin: string): void {
  const fix = (media: ProductMedia | undefined) => {
    for (const item of [media?.mainMedia, ...(media?.items ?? [])]) {
      if (item?.image?.url?.startsWith('/')) item.image.url = origin + item.image.url;
      if (item?.thumbnail?.url?.startsWith('/')) item.thumbnail.url = origin + item.thumbnail.url;
    }
  };
  fix(product.media);
  for (const option of product.productOptions ?? []) for (const choice of option.choices ?? []) fix(choice.media);
}

export function absolutizeVariantMedia<T extends { media?: VariantMedia }>(variant: T, origin: string): T {
  if (variant.media?.image?.url?.startsWith('/')) variant.media.image.url = origin + variant.media.image.url;
  return variant;
}

export function stripMerchantData(product: Product): void {
  delete product.costAndProfitData;
  delete product.costRange;
  for (const variant of product.variants ?? []) delete variant.variant?.costAndProfitData;
}
