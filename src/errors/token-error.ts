import { SiteError, type SiteErrorInit } from './site-error.js';

export const TOKEN_ERROR_PREFIX = 'Failed to fetch tokens from OAuth API';

export interface TokenErrorInit extends Omit<SiteErrorInit, 'code' | 'message'> {
  /** The RFC 6749 `error` of the token endpoint's answer, when it sent one (e.g. `invalid_grant`). */
  oauthError?: string;
}

/**
 * The token endpoint refused or could not be reached. The message keeps the endpoint's own words:
 * `Failed to fetch tokens from OAuth API: <statusText>. request id: <id>. Response: <JSON body>`.
 */
export class SiteTokenError extends SiteError {
  readonly oauthError: string | undefined;

  constructor(init: TokenErrorInit) {
    super('token', { ...init, code: init.oauthError ?? 'TOKEN_REQUEST_FAILED', message: tokenErrorMessage(init) });
    this.name = 'SiteTokenError';
    this.oauthError = init.oauthError;
  }

  /**
   * The grant itself was refused (400/401: invalid, expired or revoked token, unknown client), as opposed to the
   * endpoint failing or being unreachable. Only then may a refresh fall back to a new visitor.
   */
  get isGrantRejected(): boolean {
    return this.status === 400 || this.status === 401;
  }
}

function tokenErrorMessage(init: TokenErrorInit): string {
  if (init.status === undefined) {
    const reason = init.cause instanceof Error ? init.cause.message : 'no response';
    return `${TOKEN_ERROR_PREFIX}: ${reason}`;
  }
  const statusText = init.statusText || `HTTP ${init.status}`;
  const base = `${TOKEN_ERROR_PREFIX}: ${statusText}. request id: ${init.requestId ?? 'unknown'}`;
  return init.body !== undefined && init.body !== null && init.body !== ''
    ? `${base}. Response: ${JSON.stringify(init.body)}`
    : base;
}
