import { createRedirectSession } from '../../generated/sdk.gen.js';
import type { CreateRedirectSessionRequest, RedirectSessionResult } from '../../generated/types.gen.js';
import { zCreateRedirectSessionBody, zCreateRedirectSessionResponse } from '../../generated/zod.gen.js';
import type { SiteContext } from '../core/site-context.js';
import { transportOptions, type CallOptions } from '../http/call-options.js';
import { operationValidators } from '../http/operation-validators.js';
import { REDIRECT_REQUEST_FIELDS } from './redirect-fields.js';

const validators = operationValidators({ body: zCreateRedirectSessionBody }, zCreateRedirectSessionResponse);

export interface RedirectsModule {
  /** A hosted page's URL for one intent: a checkout, the login, logout or authorization page, a product page, … */
  createRedirectSession(options: CreateRedirectSessionRequest, call?: CallOptions): Promise<RedirectSessionResult>;
}

export function createRedirects({ client }: SiteContext): RedirectsModule {
  return {
    async createRedirectSession(options, call) {
      const body = pickForwardedFields(options);
      return (
        await createRedirectSession({ client, body, ...validators, throwOnError: true, ...transportOptions(call) })
      ).data;
    },
  };
}

/** Only the contract's fields are forwarded; anything else a caller passes is not sent (as in the official client). */
function pickForwardedFields(options: CreateRedirectSessionRequest): CreateRedirectSessionRequest {
  const source = options as Record<string, unknown>;
  const picked: Record<string, unknown> = {};
  for (const field of REDIRECT_REQUEST_FIELDS) if (source[field] !== undefined) picked[field] = source[field];
  return picked as CreateRedirectSessionRequest;
}
