import type { ProductV3, VariantV3 } from 'sitekit';
import type { GalleryPicture } from '../components/storefront/ProductGallery';
import { categoryPath } from './seo/shop-paths';
import { availabilityLabel, availabilityOf, formatMoney, type PriceText } from './product-display';

const amount = (decimal: string | undefined) => (decimal === undefined ? undefined : Number(decimal));

/** A v3 price (decimal strings) as text: what the buyer pays, and the compare-at price when it is higher. */
export function priceTextV3(actual: string | undefined, compareAt: string | undefined, currency?: string): PriceText {
  const current = formatMoney(amount(actual), currency);
  const before =
    compareAt !== undefined && Number(compareAt) > Number(actual)
      ? formatMoney(amount(compareAt), currency)
      : undefined;
  return { current, before };
}

/** The product's lowest price ("from"), beside its lowest compare-at price. */
export const productPriceV3 = (product: ProductV3) =>
  priceTextV3(
    product.actualPriceRange?.minValue?.amount,
    product.compareAtPriceRange?.minValue?.amount,
    product.currency,
  );

export const variantPriceV3 = (variant: VariantV3, currency?: string) =>
  priceTextV3(variant.price.actualPrice.amount, variant.price.compareAtPrice?.amount, currency);

export const stockLabelV3 = (product: ProductV3) => availabilityLabel(product.inventory?.availabilityStatus);

export const stockOfV3 = (product: ProductV3) => availabilityOf(product.inventory?.availabilityStatus);

export const mainImageUrlV3 = (product: ProductV3) =>
  product.media?.main?.url ?? product.media?.main?.image?.url ?? product.media?.itemsInfo?.items?.[0]?.url;

/**
 * Every picture of the product as the gallery shows it (the product's items with `MEDIA_ITEMS_INFO`, else its main
 * picture), each named by its text or the product's name.
 */
export function galleryPicturesV3(product: ProductV3): GalleryPicture[] {
  const main = product.media?.main;
  const items = product.media?.itemsInfo?.items ?? (main ? [main] : []);
  return items.map((item, index) => ({
    key: item.id ?? `${index}:${item.url ?? ''}`,
    url: item.image?.url ?? item.url,
    alt: item.altText || item.image?.altText || product.name || '',
  }));
}

/** Breadcrumbs of a product or category (top level first) as links to their category pages. */
export const categoryTrail = (
  breadcrumbs: ReadonlyArray<{ categoryName?: string; categorySlug?: string }> | undefined,
) =>
  (breadcrumbs ?? []).map((crumb) => ({ to: categoryPath(crumb.categorySlug ?? ''), name: crumb.categoryName ?? '' }));
