/** Where a login or logout returns when no path, or one off the site, was asked for. */
export const DEFAULT_RETURN_PATH = '/';

const BASE = 'http://site.invalid';

/**
 * `candidate` when it is a path on this site, else `/`. Browsers read `//evil.example` and `/\evil.example` as
 * another host, and `https://…` is one: only a single leading `/` followed by no `/` or `\` stays on the site
 * (OWASP's unvalidated-redirects rule: allow relative paths only).
 */
export function safeReturnPath(candidate: unknown): string {
  if (typeof candidate !== 'string' || !candidate.startsWith('/') || candidate.startsWith('//')) {
    return DEFAULT_RETURN_PATH;
  }
  if ([...candidate].some(isControlOrBackslash)) return DEFAULT_RETURN_PATH;
  try {
    const url = new URL(candidate, BASE);
    return url.origin === BASE ? `${url.pathname}${url.search}${url.hash}` : DEFAULT_RETURN_PATH;
  } catch {
    return DEFAULT_RETURN_PATH;
  }
}

/** Browsers drop tabs and newlines from URLs and read `\\` as `/`, so either could turn a path into a host. */
function isControlOrBackslash(character: string): boolean {
  const code = character.charCodeAt(0);
  return code < 0x20 || code === 0x7f || character === '\\';
}
