/** Headers that carry credentials; they are only ever sent to the configured API origin. */
export const CREDENTIAL_HEADERS = ['Authorization', 'wix-site-id', 'wix-account-id'] as const;

/** Decides whether a request URL is on the configured API origin (scheme, host and port all equal). */
export function createOriginCheck(baseURL: string): (url: string | undefined) => boolean {
  const apiOrigin = new URL(baseURL).origin;
  return (url) => {
    if (!url) return false;
    try {
      return new URL(url, baseURL).origin === apiOrigin;
    } catch {
      return false;
    }
  };
}
