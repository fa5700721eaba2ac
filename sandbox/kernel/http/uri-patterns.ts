/**
 * Allow-list patterns for redirect URIs and origins:
 * - `scheme://host:*` matches that scheme and host on any port (and any path);
 * - a pattern ending in `*` matches by prefix;
 * - anything else must match exactly (an origin pattern also matches every URI on that origin).
 */
export function uriMatches(uri: string, pattern: string): boolean {
  if (pattern === '*') return true;
  const url = parseUrl(uri);
  if (!url) return false;
  if (pattern.endsWith(':*')) {
    const base = parseUrl(pattern.slice(0, -2));
    return !!base && base.protocol === url.protocol && base.hostname === url.hostname;
  }
  if (pattern.endsWith('*')) return uri.startsWith(pattern.slice(0, -1));
  const exact = parseUrl(pattern);
  if (!exact) return false;
  if (exact.pathname === '/' && !pattern.endsWith('/') && exact.search === '') return exact.origin === url.origin;
  return exact.href === url.href;
}

export function matchesAny(uri: string, patterns: readonly string[]): boolean {
  return patterns.some((pattern) => uriMatches(uri, pattern));
}

export function originOf(uri: string | undefined): string | undefined {
  if (!uri) return undefined;
  const url = parseUrl(uri);
  return url && url.origin !== 'null' ? url.origin : undefined;
}

function parseUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}
