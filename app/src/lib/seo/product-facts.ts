import type { Product, ProductV3 } from 'sitekit';
import { imageUrl, mainImage, stockOf } from '../product-display';
import { mainImageUrlV3, stockOfV3 } from '../product-display-v3';
import { mediaSrc } from '../media-src';
import { pickedVariant } from '../variant-choice-v3';
import { plainText } from './plain-text';

/** What a product page tells search engines, the same in both catalogs: the values the page shows. */
export interface ProductFacts {
  id: string;
  slug: string | undefined;
  name: string;
  /** The description as plain words. */
  description: string;
  sku: string | undefined;
  /** An absolute address of the main picture. */
  image: string | undefined;
  brand: string | undefined;
  /** What the buyer pays (the lowest price of a product with options), as a decimal. */
  price: string | undefined;
  currency: string | undefined;
  /** False when the page says "Out of stock". */
  inStock: boolean;
}

/** A catalog v1 product: the discounted price when there is one, as the page shows it. */
export function productFactsV1(product: Product, apiUrl: string): ProductFacts {
  const price = product.priceData ?? product.price;
  const paid =
    price?.discountedPrice !== undefined && price.discountedPrice < (price.price ?? 0)
      ? price.discountedPrice
      : price?.price;
  return {
    id: product.id ?? '',
    slug: product.slug,
    name: product.name ?? '',
    description: plainText(product.description),
    sku: product.sku || undefined,
    image: mediaSrc(imageUrl(mainImage(product)), apiUrl),
    brand: product.brand || undefined,
    price: paid?.toString(),
    currency: price?.currency,
    inStock: stockOf(product) !== 'out',
  };
}

/** A catalog v3 product: its lowest actual price; the SKU of the variant shown before any choice (one only). */
export function productFactsV3(product: ProductV3, apiUrl: string): ProductFacts {
  return {
    id: product.id ?? '',
    slug: product.slug,
    name: product.name ?? '',
    description: plainText(product.plainDescription),
    sku: pickedVariant(product, {})?.sku || undefined,
    image: mediaSrc(mainImageUrlV3(product), apiUrl),
    brand: product.brand?.name || undefined,
    price: product.actualPriceRange?.minValue?.amount,
    currency: product.currency,
    inStock: stockOfV3(product) !== 'out',
  };
}
