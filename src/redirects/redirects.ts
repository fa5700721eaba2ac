import { redirectsOperations } from '../../generated/operation-names.gen.js';
import type { CreateRedirectSessionRequest, RedirectSessionResult } from '../../generated/types.gen.js';
import type { SiteContext } from '../core/site-context.js';
import type { CallOptions } from '../http/call-options.js';
import { callOperation } from '../http/call-operation.js';
import { REDIRECT_REQUEST_FIELDS } from './redirect-fields.js';

export interface RedirectsModule {
  /** A hosted page's URL for one intent: a checkout, the login, logout or authorization page, a product page, … */
  createRedirectSession(options: CreateRedirectSessionRequest, call?: CallOptions): Promise<RedirectSessionResult>;
}

export function createRedirects(context: SiteContext): RedirectsModule {
  return {
    createRedirectSession: (options, call) =>
      callOperation(context, redirectsOperations.createRedirectSession, { body: pickForwardedFields(options) }, call),
  };
}

/** Only the contract's fields are forwarded; anything else a caller passes is not sent (as in the official client). */
function pickForwardedFields(options: CreateRedirectSessionRequest): CreateRedirectSessionRequest {
  const source = options as Record<string, unknown>;
  const picked: Record<string, unknown> = {};
  for (const field of REDIRECT_REQUEST_FIELDS) if (source[field] !== undefined) picked[field] = source[field];
  return picked as CreateRedirectSessionRequest;
}
