import type { Tokens } from '../../../../src/index.js';
import { decodeCookieJson, encodeCookieJson } from '../../../../src/server/cookie-value.js';
import type { VisitorAgent } from './visitor-agent.js';

export const SESSION_COOKIE = 'sitekit-session';

interface Payload {
  clientId: string;
  apiOrigin: string;
  tokens: Tokens;
}

/** The tokens in the agent's session cookie for the store. */
export function sessionTokensOf(agent: VisitorAgent, storeUrl: string): Tokens {
  const value = agent.cookies.get(storeUrl)?.get(SESSION_COOKIE);
  if (!value) throw new Error('the agent has no session cookie');
  return (decodeCookieJson(value) as Payload).tokens;
}

/** Rewrites the agent's session cookie as if its access token had expired a minute ago (the server renews it). */
export function expireAccessToken(agent: VisitorAgent, storeUrl: string): Tokens {
  const value = agent.cookies.get(storeUrl)!.get(SESSION_COOKIE)!;
  const payload = decodeCookieJson(value) as Payload;
  payload.tokens.accessToken.expiresAt = Math.floor(Date.now() / 1000) - 60;
  agent.setCookie(storeUrl, SESSION_COOKIE, encodeCookieJson(payload));
  return payload.tokens;
}
