import type { GalleryPicture } from '../components/storefront/ProductGallery';
import type { MediaItem, Product } from 'sitekit';

export interface PriceText {
  /** What the buyer pays. */
  current: string;
  /** The price before the discount, when there is one. */
  before: string | undefined;
}

const money = (amount: number, currency = 'USD') =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);

export function formatMoney(amount: number | undefined, currency?: string): string {
  return amount === undefined ? '—' : money(amount, currency);
}

type PriceLike = NonNullable<Product['priceData']>;

export function priceText(price: PriceLike | undefined): PriceText {
  const full = price?.formatted?.price ?? formatMoney(price?.price, price?.currency);
  const discounted = price?.formatted?.discountedPrice ?? formatMoney(price?.discountedPrice, price?.currency);
  const hasDiscount = price?.discountedPrice !== undefined && price.discountedPrice < (price.price ?? 0);
  return hasDiscount ? { current: discounted, before: full } : { current: full, before: undefined };
}

export function mainImage(product: Product): MediaItem | undefined {
  return product.media?.mainMedia ?? product.media?.items?.[0];
}

export function imageUrl(item: MediaItem | undefined, size: 'thumbnail' | 'full' = 'full'): string | undefined {
  if (!item) return undefined;
  return size === 'thumbnail' ? (item.thumbnail?.url ?? item.image?.url) : (item.image?.url ?? item.thumbnail?.url);
}

/** How much of a product can be bought: all of it, some of its options, or none. */
export type Availability = 'in' | 'partial' | 'out';

const AVAILABILITY_LABELS: Record<Availability, string> = {
  in: 'In stock',
  partial: 'Some options sold out',
  out: 'Out of stock',
};

/** A stock status as availability; without a status, the in-stock flag decides. */
export function availabilityOf(status: string | undefined, inStock?: boolean): Availability {
  switch (status) {
    case 'OUT_OF_STOCK':
      return 'out';
    case 'PARTIALLY_OUT_OF_STOCK':
      return 'partial';
    default:
      return inStock === false ? 'out' : 'in';
  }
}

/** A stock status for people; without a status, the in-stock flag decides. */
export const availabilityLabel = (status: string | undefined, inStock?: boolean): string =>
  AVAILABILITY_LABELS[availabilityOf(status, inStock)];

export const labelOfAvailability = (availability: Availability) => AVAILABILITY_LABELS[availability];

export const stockOf = (product: Product) => availabilityOf(product.stock?.inventoryStatus, product.stock?.inStock);

export const stockLabel = (product: Product) => labelOfAvailability(stockOf(product));

/** The product's ribbon ("Sale", "New"), from the current field or the deprecated list. */
export function ribbonOf(product: Product): string | undefined {
  return product.ribbon || product.ribbons?.[0]?.text || undefined;
}

/** The product's media items as the gallery shows them, each named by its title or the product's name. */
export function galleryPictures(items: MediaItem[], productName: string): GalleryPicture[] {
  return items.map((item, index) => ({
    key: item.id ?? String(index),
    url: imageUrl(item),
    thumbnailUrl: imageUrl(item, 'thumbnail'),
    alt: item.title || productName,
  }));
}

/** A media item's name for people: its title, or its place in the gallery. */
export function mediaLabel(item: MediaItem, index: number): string {
  return item.title || `Picture ${index + 1}`;
}
