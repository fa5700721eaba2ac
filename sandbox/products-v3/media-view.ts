import type { ProductMediaV3, ProductRequestedField, ProductV3 } from '../../generated/types.gen.js';
import { imageOf, type MediaFile } from '../files/media-files.js';
import type { Writable } from './products-v3-view.js';

/** Every picture is rendered at this size with the `THUMBNAIL` requested field (the platform's list thumbnails). */
const THUMBNAIL_SIDE = 50;

/** The Media Manager file an id names (a kept file, or the placeholder the sandbox draws for it). */
export type MediaFiles = (id: string) => MediaFile;

/** The wire media of a product: the main item, and every item with `MEDIA_ITEMS_INFO`. */
export function mediaView(
  product: ProductV3,
  fields: ReadonlySet<ProductRequestedField>,
  origin: string,
  files: MediaFiles,
): ProductV3['media'] {
  const items = (product.media?.itemsInfo?.items ?? []).map((item) => pictureView(item, fields, origin, files));
  if (items.length === 0) return undefined;
  return {
    main: items[0],
    ...(fields.has('MEDIA_ITEMS_INFO') ? { itemsInfo: { items } } : {}),
  };
}

/**
 * The Media Manager id of a picture set by the address of a file the sandbox serves: `/media/<id>`, or a placeholder
 * `/_sandbox/media/<name>` (named by its file name), relative or on the sandbox's origin.
 */
function sandboxFileId(url: string, origin: string): string | undefined {
  const path = url.startsWith(`${origin}/`) ? url.slice(origin.length) : url;
  const match = /^\/(?:_sandbox\/)?media\/([^/?#]+)$/.exec(path);
  return match ? decodeURIComponent(match[1]!) : undefined;
}

/**
 * The platform fills the read-only `image` of a picture (contract: ProductMediaV3), and storefronts show `image`, not
 * `url`: for a Media Manager file `{id, url, width, height, filename, altText}`, its `url` on the platform's image path
 * (`/media/<id>`, which the sandbox serves), since the platform's client builds a picture's address from the id alone.
 * A picture set by an external address keeps `{url, altText}`: the sandbox does not fetch it to learn its size.
 */
function pictureView(
  item: ProductMediaV3,
  fields: ReadonlySet<ProductRequestedField>,
  origin: string,
  files: MediaFiles,
): ProductMediaV3 {
  const picture: Writable<ProductMediaV3> = { ...item, mediaType: item.mediaType ?? 'IMAGE' };
  if (picture.mediaType !== 'IMAGE' || (!item.id && !item.url)) return picture;
  if (item.url?.startsWith('/')) picture.url = `${origin}${item.url}`;
  const id = item.id ?? sandboxFileId(item.url!, origin);
  const altText = item.altText ? { altText: item.altText } : {};
  const image = id === undefined ? { url: item.url!, ...altText } : imageOf(files(id), origin, item.altText);
  picture.image ??= image;
  if (fields.has('THUMBNAIL')) {
    const url = image.filename
      ? `${image.url}/v1/fit/w_${THUMBNAIL_SIDE},h_${THUMBNAIL_SIDE}/${encodeURIComponent(image.filename)}`
      : image.url!;
    picture.thumbnail = { url, width: THUMBNAIL_SIDE, height: THUMBNAIL_SIDE, ...altText };
  }
  return picture;
}
