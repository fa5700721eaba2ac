/** Where a member who signs in without having been sent from a page ends up. */
export const ACCOUNT_PATH = '/account';

/** The sign-in page that brings the member back to `path` (a path on this site) once signed in. */
export function signInPath(path: string): string {
  return `/account/login?${new URLSearchParams({ returnTo: path })}`;
}
