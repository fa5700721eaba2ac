export interface CookieAttributes {
  path?: string;
  domain?: string;
  /** Lifetime in seconds. Default 30 days. */
  maxAgeSeconds?: number;
  sameSite?: 'Lax' | 'Strict' | 'None';
  /** Default true. Turn off only for plain-http development hosts. */
  secure?: boolean;
  /** Default false, so that browser code of the same app can use the tokens too. */
  httpOnly?: boolean;
}

export const DEFAULT_COOKIE_ATTRIBUTES: Required<Omit<CookieAttributes, 'domain'>> = {
  path: '/',
  maxAgeSeconds: 30 * 24 * 3600,
  sameSite: 'Lax',
  secure: true,
  httpOnly: false,
};

/** A `Set-Cookie` value (or a `document.cookie` assignment, which ignores `HttpOnly`). */
export function serializeCookie(name: string, value: string, attributes: CookieAttributes): string {
  const merged = { ...DEFAULT_COOKIE_ATTRIBUTES, ...attributes };
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${merged.path}`, `Max-Age=${merged.maxAgeSeconds}`];
  if (merged.domain) parts.push(`Domain=${merged.domain}`);
  parts.push(`SameSite=${merged.sameSite}`);
  if (merged.secure) parts.push('Secure');
  if (merged.httpOnly) parts.push('HttpOnly');
  return parts.join('; ');
}

/** Reads one cookie from a `Cookie` header or `document.cookie`. */
export function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const pair of cookieHeader.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(pair.slice(separator + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}
