/** The platform's image object, as its requests take it and its answers carry it. */
export interface ImageObject {
  id?: string;
  url?: string;
  width?: number;
  height?: number;
  filename?: string;
  altText?: string;
}

const MEDIA_PROTOCOL = 'wix:';
const LEGACY_PROTOCOL = 'image:';

/**
 * The image object the platform's own client sends for an image string: `wix:image://v1/<id>/<file name>#originWidth=
 * <w>&originHeight=<h>` becomes `{id, width, height, filename, altText, url}` (the file name is both the file name and
 * the alternative text, and the string itself is the url); without a file name, `{id, width, height}`; the older
 * `image://v1/…` form is read as `wix:image://v1/…`; any other address becomes `{url}`. Answers `undefined` for an empty
 * string, as that client does, and leaves a string that is no address at all as it is, for the request check to
 * name its field.
 */
export function imageObjectOf(value: string): ImageObject | string | undefined {
  if (value === '') return undefined;
  if (!URL.canParse(value)) return value;
  const aligned = new URL(value).protocol === LEGACY_PROTOCOL ? `${MEDIA_PROTOCOL}${value}` : value;
  const { protocol, hash, pathname } = new URL(aligned);
  if (protocol !== MEDIA_PROTOCOL) return { url: value };
  const sizes = new URLSearchParams(hash.replace('#', ''));
  const [id, fileName] = pathname.replace('image://v1/', '').split('/');
  const image = { id, height: Number(sizes.get('originHeight')), width: Number(sizes.get('originWidth')) };
  // The platform's client reads a missing file name as the text "undefined"; sitekit leaves it out.
  const name = decodeURIComponent(fileName ?? '');
  return name ? { ...image, altText: name, filename: name, url: value } : image;
}

/**
 * `request` with every image string at `paths` (the operation's image fields, `body.product.media.main.image`, `*`
 * for each element of an array) turned into its image object; objects and absent fields are left alone. Copies only
 * what it changes.
 */
export function withImageObjects<T>(request: T, paths: readonly string[]): T {
  return paths.reduce<unknown>((value, path) => convertAt(value, path.split('.')), request) as T;
}

function convertAt(value: unknown, segments: readonly string[]): unknown {
  if (segments.length === 0) return typeof value === 'string' ? imageObjectOf(value) : value;
  const [head, ...rest] = segments;
  if (head === '*') {
    if (!Array.isArray(value)) return value;
    const converted = value.map((element: unknown) => convertAt(element, rest));
    return converted.some((element, index) => element !== value[index]) ? converted : value;
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value) || !(head! in value)) return value;
  const child = (value as Record<string, unknown>)[head!];
  const converted = convertAt(child, rest);
  return converted === child ? value : { ...value, [head!]: converted };
}
