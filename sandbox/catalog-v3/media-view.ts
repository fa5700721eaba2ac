import type { ProductMediaV3, ProductRequestedField, ProductV3 } from '../../generated/types.gen.js';
import type { Writable } from './product-view.js';

/** Every picture is rendered at this size with the `THUMBNAIL` requested field (the platform's list thumbnails). */
const THUMBNAIL_SIDE = 50;

/** The wire media of a product: the main item, and every item with `MEDIA_ITEMS_INFO`. */
export function mediaView(
  product: ProductV3,
  fields: ReadonlySet<ProductRequestedField>,
  origin: string,
): ProductV3['media'] {
  const items = (product.media?.itemsInfo?.items ?? []).map((item) => pictureView(item, fields, origin));
  if (items.length === 0) return undefined;
  return {
    main: items[0],
    ...(fields.has('MEDIA_ITEMS_INFO') ? { itemsInfo: { items } } : {}),
  };
}

/**
 * The platform fills the read-only `image` of a picture set by Media Manager id or by URL (contract: ProductMediaV3),
 * and storefronts show `image`, not `url`. Files the sandbox serves (`/_sandbox/media/…`, also what a Media Manager id
 * names here) become absolute URLs, in `url` and `image`, so that a storefront on another origin can show them.
 */
function pictureView(item: ProductMediaV3, fields: ReadonlySet<ProductRequestedField>, origin: string): ProductMediaV3 {
  const picture: Writable<ProductMediaV3> = { ...item, mediaType: item.mediaType ?? 'IMAGE' };
  const address = item.url ?? (item.id ? `/_sandbox/media/${encodeURIComponent(item.id)}` : undefined);
  if (picture.mediaType !== 'IMAGE' || !address) return picture;
  const url = address.startsWith('/') ? `${origin}${address}` : address;
  if (item.url !== undefined) picture.url = url;
  const altText = item.altText ? { altText: item.altText } : {};
  picture.image ??= { ...(item.id ? { id: item.id } : {}), url, ...altText };
  if (fields.has('THUMBNAIL')) picture.thumbnail = { url, width: THUMBNAIL_SIDE, height: THUMBNAIL_SIDE, ...altText };
  return picture;
}
