import { authOperations } from '../../../generated/operation-names.gen.js';
import type { TokenRequest } from '../../../generated/types.gen.js';
import type { SiteContext } from '../../core/site-context.js';
import type { CallOptions } from '../../http/call-options.js';
import { readGrantResponse } from './grant-response.js';
import { callOperation } from '../../http/call-operation.js';
import { failureMapping } from '../../http/load-failure-mapping.js';
import type { Operation } from '../../http/operation.js';
import type { OperationSource } from '../../http/operation-source.js';

/** What sitekit reads from a successful grant. */
export interface GrantResult {
  accessToken: string;
  refreshToken: string | undefined;
  expiresInSeconds: number;
}

/** The caller's signal and timeout, plus what the grant itself needs. */
export interface TokenCallOptions extends CallOptions {
  /** Extra headers (the combined `Authorization` of `authorized_client`, configured `tokenRequestHeaders`). */
  headers?: Record<string, string>;
  /** Resent only when it cannot have been processed (refused connection, 429, 503): the refresh-token grant. */
  resendOnlyIfUnprocessed?: boolean;
}

/**
 * The token endpoint's row, imported on the first grant: it brings the generated SDK functions, which an app's first
 * load then does without, as it does without the rows of its modules (docs/decisions.md#18).
 */
const withTokenRow =
  (otherwise: OperationSource): OperationSource =>
  (name) =>
    name === authOperations.token
      ? import('./token-grant-operation.js').then(({ tokenGrant }) => tokenGrant as Operation)
      : otherwise(name);

/**
 * One call of the token endpoint. Every failure becomes a SiteTokenError that keeps the endpoint's own message, except
 * bad arguments and the caller's abort, which are reported as they are.
 */
export async function requestGrant(
  context: SiteContext,
  body: TokenRequest,
  options: TokenCallOptions = {},
): Promise<GrantResult> {
  try {
    const data = await callOperation(
      { ...context, operations: withTokenRow(context.operations) },
      authOperations.token,
      { body },
      { ...options, meta: { skipAuth: true, resendOnlyIfUnprocessed: options.resendOnlyIfUnprocessed === true } },
    );
    const grant = readGrantResponse(data);
    return {
      accessToken: grant.access_token,
      refreshToken: grant.refresh_token || undefined,
      expiresInSeconds: Number(grant.expires_in),
    };
  } catch (error) {
    throw (await failureMapping()).toTokenError(error);
  }
}
