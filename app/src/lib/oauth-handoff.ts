import type { OAuthData } from 'sitekit';

const KEY = 'sitekit-app.oauthData';

/*
 * The PKCE verifier and state of a hosted login must outlive the redirect to the platform and back. sessionStorage
 * keeps them for this tab only, and the callback removes them once read.
 */
export function saveOAuthData(data: OAuthData): void {
  sessionStorage.setItem(KEY, JSON.stringify(data));
}

export function takeOAuthData(): OAuthData | undefined {
  const stored = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  return stored ? (JSON.parse(stored) as OAuthData) : undefined;
}
