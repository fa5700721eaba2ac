import { decodeCookieJson, encodeCookieJson } from './cookie-value.js';

/**
 * How long a login may take between leaving for the platform's page and coming back to the callback. The PKCE
 * verifier and state live this long in their cookie, and no longer (Auth.js keeps its PKCE and state cookies 15
 * minutes).
 */
export const LOGIN_FLOW_SECONDS = 10 * 60;

/** What the callback needs of the login it completes. */
export interface LoginFlow {
  clientId: string;
  state: string;
  codeVerifier: string;
  redirectUri: string;
  /** A path on the site, checked when the flow started and again when it ends. */
  returnTo: string;
  /** Milliseconds since the epoch: a cookie kept past its Max-Age is refused too. */
  expiresAt: number;
}

export function loginFlowCookieValue(flow: LoginFlow): string {
  return encodeCookieJson(flow);
}

/** The flow of this client in a login cookie, unless it is damaged, foreign or expired. */
export function loginFlowFromCookie(value: string | undefined, clientId: string, now: number): LoginFlow | undefined {
  if (value === undefined) return undefined;
  const flow = decodeCookieJson(value) as Partial<LoginFlow> | undefined;
  if (typeof flow !== 'object' || flow === null || flow.clientId !== clientId) return undefined;
  const texts = [flow.state, flow.codeVerifier, flow.redirectUri, flow.returnTo];
  if (!texts.every((text) => typeof text === 'string') || typeof flow.expiresAt !== 'number') return undefined;
  return flow.expiresAt > now ? (flow as LoginFlow) : undefined;
}
