import { SiteError } from './site-error.js';

/** The failures of the authorization-code, direct-login and redirect flows, with the messages users search for. */
export const OAUTH_FLOW_FAILURES = {
  INVALID_STATE: 'Invalid _state',
  MISSING_CODE_OR_STATE: 'Missing code or _state',
  UNKNOWN_STATE: 'Unknown _state',
  OAUTH_FLOW_TIMED_OUT: 'OAuth flow timed out',
  NO_REDIRECT_URL: 'No redirect URL found',
} as const;

export type OAuthFlowFailure = keyof typeof OAUTH_FLOW_FAILURES | 'AUTHORIZATION_ERROR' | 'NO_BROWSER' | 'UNSAFE_URL';

export class SiteOAuthFlowError extends SiteError {
  constructor(code: OAuthFlowFailure, message?: string, details?: unknown) {
    const fixed = code in OAUTH_FLOW_FAILURES ? OAUTH_FLOW_FAILURES[code as keyof typeof OAUTH_FLOW_FAILURES] : '';
    super('oauth-flow', { code, message: message ?? fixed, details });
    this.name = 'SiteOAuthFlowError';
  }
}

/**
 * The authorization server answered the flow with an error (`error`, `error_description`), e.g. `login_required`
 * when a hidden-frame login finds no session. Surfaced as is rather than as "Missing code".
 */
export function authorizationError(error: string, errorDescription: string | undefined): SiteOAuthFlowError {
  const message = errorDescription ? `${error}: ${errorDescription}` : error;
  return new SiteOAuthFlowError('AUTHORIZATION_ERROR', message, { error, errorDescription });
}
