import { emptyTokens, isStoredTokens, TokenRole, type Tokens } from '../auth/session/tokens.js';
import { decodeCookieJson, encodeCookieJson } from './cookie-value.js';

/**
 * Whose tokens a session cookie holds: a cookie written for another client id or API host is a visitor's. The value
 * is not signed (docs/decisions.md#39).
 */
export interface SessionBinding {
  clientId: string;
  /** The API origin the tokens were minted by. */
  apiOrigin: string;
}

interface SessionCookiePayload {
  clientId: string;
  apiOrigin: string;
  tokens: Tokens;
}

/** The tokens of a session cookie's value; undefined for a damaged cookie or one bound to another client or host. */
export function tokensFromCookie(value: string | undefined, binding: SessionBinding): Tokens | undefined {
  if (value === undefined) return undefined;
  const payload = decodeCookieJson(value) as Partial<SessionCookiePayload> | undefined;
  if (typeof payload !== 'object' || payload === null) return undefined;
  if (payload.clientId !== binding.clientId || payload.apiOrigin !== binding.apiOrigin) return undefined;
  return isStoredTokens(payload.tokens) ? payload.tokens : undefined;
}

/** The cookie value that holds `tokens`; null for the empty tokens of logout or of a visit that called nothing. */
export function sessionCookieValue(tokens: Tokens, binding: SessionBinding): string | null {
  if (isEmpty(tokens)) return null;
  const payload: SessionCookiePayload = { clientId: binding.clientId, apiOrigin: binding.apiOrigin, tokens };
  return encodeCookieJson(payload);
}

function isEmpty(tokens: Tokens): boolean {
  const empty = emptyTokens();
  return (
    tokens.refreshToken.role === TokenRole.NONE &&
    tokens.refreshToken.value === empty.refreshToken.value &&
    tokens.accessToken.value === empty.accessToken.value
  );
}
