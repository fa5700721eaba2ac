/** Methods that only read: a page on another site may send them, as a link or an image does. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a request may change something here: reads always; a form post or any other write only when the browser
 * says it comes from a page of this site (`Origin`, RFC 6454 §7, sent by browsers with every POST). A missing or
 * `null` origin is refused too: a write without one did not come from one of this site's pages.
 */
export function isAllowedWrite(method: string, origin: string | undefined, siteOrigin: string): boolean {
  if (READ_METHODS.has(method.toUpperCase())) return true;
  return origin !== undefined && origin === siteOrigin;
}
