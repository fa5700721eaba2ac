import {
  type CookieAttributes,
  DEFAULT_COOKIE_ATTRIBUTES,
  readCookie,
  serializeCookie,
} from './cookie-serialization.js';
import type { StorageAdapter } from './storage-adapter.js';

type MaybePromise<T> = T | Promise<T>;

/** A server framework's cookie API (Next.js `cookies()`, a wrapper around Express `req.cookies` / `res.cookie`, …). */
export interface CookieJar {
  get(name: string): MaybePromise<string | null | undefined>;
  set(name: string, value: string, attributes: CookieAttributes): MaybePromise<void>;
  remove?(name: string, attributes: CookieAttributes): MaybePromise<void>;
}

export type CookieSource =
  /** Read and write through a framework's cookie API. Values are passed raw; the jar encodes them. */
  | { jar: CookieJar }
  /** Read from a request's `Cookie` header; writes are collected for the response (see `setCookieHeaders`). */
  | { cookieHeader: string | undefined }
  /** `document.cookie` in a browser. */
  | { document: Pick<Document, 'cookie'> };

export interface CookieStorage extends StorageAdapter {
  /** The `Set-Cookie` values produced by writes so far, for a server response. Empty in the other modes. */
  setCookieHeaders(): string[];
}

/**
 * Token storage in cookies, for server-side rendering: one request reads the visitor's cookies, and the tokens it
 * renews are written back with the response. Without a source it uses `document.cookie`.
 */
export function cookieStorage(source?: CookieSource, attributes: CookieAttributes = {}): CookieStorage {
  const chosen = source ?? browserDocument();
  if ('jar' in chosen) return jarStorage(chosen.jar, attributes);
  if ('cookieHeader' in chosen) return headerStorage(chosen.cookieHeader ?? '', attributes);
  return documentStorage(chosen.document, attributes);
}

function browserDocument(): CookieSource {
  if (typeof document === 'undefined') {
    throw new TypeError('cookieStorage() without a source needs a browser document; pass { jar } or { cookieHeader }');
  }
  return { document };
}

function jarStorage(jar: CookieJar, attributes: CookieAttributes): CookieStorage {
  const merged = { ...DEFAULT_COOKIE_ATTRIBUTES, ...attributes };
  return {
    get: (key) => jar.get(key),
    set: (key, value) => jar.set(key, value, merged),
    remove: (key) => (jar.remove ? jar.remove(key, merged) : jar.set(key, '', { ...merged, maxAgeSeconds: 0 })),
    setCookieHeaders: () => [],
  };
}

function headerStorage(cookieHeader: string, attributes: CookieAttributes): CookieStorage {
  const written = new Map<string, string | null>();
  const pending = new Map<string, string>();
  return {
    get: (key) => (written.has(key) ? written.get(key) : readCookie(cookieHeader, key)),
    set: (key, value) => {
      written.set(key, value);
      pending.set(key, serializeCookie(key, value, attributes));
    },
    remove: (key) => {
      written.set(key, null);
      pending.set(key, serializeCookie(key, '', { ...attributes, maxAgeSeconds: 0 }));
    },
    setCookieHeaders: () => [...pending.values()],
  };
}

function documentStorage(target: Pick<Document, 'cookie'>, attributes: CookieAttributes): CookieStorage {
  const browserAttributes = { ...attributes, httpOnly: false };
  return {
    get: (key) => readCookie(target.cookie, key),
    set: (key, value) => void (target.cookie = serializeCookie(key, value, browserAttributes)),
    remove: (key) => void (target.cookie = serializeCookie(key, '', { ...browserAttributes, maxAgeSeconds: 0 })),
    setCookieHeaders: () => [],
  };
}
