/** Where a sign-in returns when it is told nowhere, or somewhere outside the store manager. */
export const MANAGER_HOME = '/manage';

/**
 * The store manager's page a sign-in returns to: a path of this app under `/manage` (its query kept), never another
 * host (`//elsewhere`, `https://…`) nor the sign-in itself; anything else is the manager's home.
 */
export function managerReturnPath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\'))
    return MANAGER_HOME;
  const base = 'http://app.invalid';
  const url = new URL(value, base);
  const inManager = url.pathname === MANAGER_HOME || url.pathname.startsWith(`${MANAGER_HOME}/`);
  if (url.origin !== base || !inManager || url.pathname.startsWith(`${MANAGER_HOME}/sign-`)) return MANAGER_HOME;
  return url.pathname + url.search;
}

/** The sign-in page's address for a reader who asked for `request`'s page. */
export function signInPath(request: Request): string {
  const { pathname, search } = new URL(request.url);
  return `${MANAGER_HOME}/sign-in?returnTo=${encodeURIComponent(managerReturnPath(pathname + search))}`;
}
