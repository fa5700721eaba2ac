export interface CookieAttributes {
  path?: string;
  domain?: string;
  /** Lifetime in seconds. Default 30 days. */
  maxAgeSeconds?: number;
  sameSite?: 'Lax' | 'Strict' | 'None';
  /** Default true. Turn off only for plain-http development hosts. */
  secure?: boolean;
  /**
   * Default true for cookies written by a server (`cookieHeader`, `jar`): page scripts never see the refresh token.
   * Browser cookies (`document.cookie`) cannot be HttpOnly.
   */
  httpOnly?: boolean;
}

export const DEFAULT_COOKIE_ATTRIBUTES: Required<Omit<CookieAttributes, 'domain'>> = {
  path: '/',
  maxAgeSeconds: 30 * 24 * 3600,
  sameSite: 'Lax',
  secure: true,
  httpOnly: true,
};

/** Characters a cookie name may hold as they are (RFC 6265 §4.1.1, `token`); any other is percent-encoded. */
const NAME_CHARACTER = /[A-Za-z0-9!#$&'*+\-.^_`|~]/;
const DOMAIN = /^\.?[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*$/;
/** Printable ASCII without space, `,` and `;`. */
const PATH = /^\/[!-+\--:<-~]*$/;

/** The name as written on the wire: a client id such as `x"; Domain=evil` cannot add attributes. */
export function cookieName(name: string): string {
  let escaped = '';
  for (const character of name) {
    escaped += NAME_CHARACTER.test(character)
      ? character
      : [...new TextEncoder().encode(character)]
          .map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)
          .join('');
  }
  return escaped;
}

/**
 * A `Set-Cookie` value (or a `document.cookie` assignment, which ignores `HttpOnly`). The name is escaped; a domain
 * or path that is not a plain value (`;`, spaces, `=`) is refused with a TypeError.
 */
export function serializeCookie(name: string, value: string, attributes: CookieAttributes): string {
  const merged = { ...DEFAULT_COOKIE_ATTRIBUTES, ...attributes };
  if (merged.domain && !DOMAIN.test(merged.domain)) throw new TypeError(`Invalid cookie domain "${merged.domain}"`);
  if (!PATH.test(merged.path)) throw new TypeError(`Invalid cookie path "${merged.path}"`);
  const parts = [
    `${cookieName(name)}=${encodeURIComponent(value)}`,
    `Path=${merged.path}`,
    `Max-Age=${merged.maxAgeSeconds}`,
  ];
  if (merged.domain) parts.push(`Domain=${merged.domain}`);
  parts.push(`SameSite=${merged.sameSite}`);
  if (merged.secure) parts.push('Secure');
  if (merged.httpOnly) parts.push('HttpOnly');
  return parts.join('; ');
}

/** Reads one cookie from a `Cookie` header or `document.cookie`. */
export function readCookie(cookieHeader: string, name: string): string | undefined {
  const wireName = cookieName(name);
  for (const pair of cookieHeader.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== wireName) continue;
    try {
      return decodeURIComponent(pair.slice(separator + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}
