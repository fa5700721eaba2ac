/** Fetch API `Headers` (or anything with `append` and `set`), e.g. the headers a framework sends with its response. */
export interface FetchHeadersLike {
  append(name: string, value: string): void;
  set(name: string, value: string): void;
}

/** Node's `ServerResponse`, described by what is written to it. */
export interface NodeResponseLike {
  getHeader(name: string): number | string | string[] | undefined;
  setHeader(name: string, value: number | string | readonly string[]): unknown;
}

export type ResponseHeadersTarget = FetchHeadersLike | NodeResponseLike;

/**
 * A response that sets a session cookie must never be stored by a shared cache and served to someone else
 * (RFC 9111 §5.2.2.7 and §5.2.2.5; @supabase/ssr sends the same).
 */
export const SESSION_CACHE_CONTROL = 'private, no-store';

/** Adds the `Set-Cookie` values, and with them `Cache-Control: private, no-store`; nothing when there are none. */
export function writeSetCookies(target: ResponseHeadersTarget, setCookies: readonly string[]): void {
  if (setCookies.length === 0) return;
  if (isNodeResponse(target)) {
    const present = target.getHeader('set-cookie');
    const before = present === undefined ? [] : Array.isArray(present) ? present : [String(present)];
    target.setHeader('Set-Cookie', [...before, ...setCookies]);
    target.setHeader('Cache-Control', SESSION_CACHE_CONTROL);
    return;
  }
  for (const value of setCookies) target.append('Set-Cookie', value);
  target.set('Cache-Control', SESSION_CACHE_CONTROL);
}

function isNodeResponse(target: ResponseHeadersTarget): target is NodeResponseLike {
  return typeof (target as { setHeader?: unknown }).setHeader === 'function';
}
