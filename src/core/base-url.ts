export const DEFAULT_BASE_URL = 'https://www.wixapis.com';

/** An absolute http(s) URL without a trailing slash (the generated client appends paths starting with `/`). */
export function normalizeBaseURL(baseURL: string = DEFAULT_BASE_URL): string {
  let parsed: URL;
  try {
    parsed = new URL(baseURL);
  } catch {
    throw new TypeError(`baseURL must be an absolute URL, got "${baseURL}"`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new TypeError(`baseURL must use http or https, got "${baseURL}"`);
  }
  if (parsed.search || parsed.hash) throw new TypeError(`baseURL must not carry a query or fragment, got "${baseURL}"`);
  return `${parsed.origin}${parsed.pathname.replace(/\/+$/, '')}`;
}
