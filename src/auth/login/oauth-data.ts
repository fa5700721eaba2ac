import { codeChallengeS256, generateCodeVerifier } from './pkce.js';

/** What an authorization-code flow must remember between the redirect and the callback. */
export interface OAuthData {
  redirectUri: string | undefined;
  /** Where the user was before the flow, to return there afterwards. */
  originalUri: string;
  codeVerifier: string;
  codeChallenge: string;
  state: string;
}

export type ResponseMode = 'fragment' | 'query' | 'web_message';

/** `parseFromUrl`'s answer: the authorization response's parameters, absent ones undefined. */
export interface AuthorizationResponse {
  code: string | undefined;
  state: string | undefined;
  error?: string;
  errorDescription?: string;
}

/** New PKCE data and state for one authorization request; synchronous, so it can be stored at once. */
export function generateOAuthData(redirectUri: string | undefined, originalUri = ''): OAuthData {
  const codeVerifier = generateCodeVerifier();
  return {
    redirectUri,
    originalUri,
    codeVerifier,
    codeChallenge: codeChallengeS256(codeVerifier),
    state: generateCodeVerifier(),
  };
}

/** Reads `code`, `state`, `error` and `error_description` from the fragment (default) or the query of `url`. */
export function parseFromUrl(url?: string, responseMode: 'fragment' | 'query' = 'fragment'): AuthorizationResponse {
  const parsed = new URL(url ?? currentLocation());
  const params = responseMode === 'query' ? parsed.searchParams : new URLSearchParams(parsed.hash.replace(/^#/, ''));
  const response: AuthorizationResponse = {
    code: params.get('code') ?? undefined,
    state: params.get('state') ?? undefined,
  };
  const error = params.get('error');
  if (error) response.error = error;
  const errorDescription = params.get('error_description');
  if (errorDescription) response.errorDescription = errorDescription;
  return response;
}

function currentLocation(): string {
  const href = (globalThis as { location?: { href?: string } }).location?.href;
  if (!href) throw new TypeError('parseFromUrl() needs a URL outside a browser');
  return href;
}
