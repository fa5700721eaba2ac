import type { CreateRedirectSessionRequest, RedirectSessionResult } from '../../generated/types.gen.js';
import type { SiteContext } from '../core/site-context.js';
import type { CallOptions } from '../http/call-options.js';
import { callOperation } from '../http/call-operation.js';

/** The request fields that are forwarded; anything else a caller passes is not sent (as in the official client). */
const FORWARDED_FIELDS = [
  'bookingsCheckout',
  'ecomCheckout',
  'eventsCheckout',
  'paidPlansCheckout',
  'login',
  'logout',
  'auth',
  'storesProduct',
  'bookingsBook',
  'ecomOrderPaymentRequest',
  'callbacks',
  'preferences',
  'origin',
] as const;

export interface RedirectsModule {
  /** A hosted page's URL for one intent: a checkout, the login, logout or authorization page, a product page, … */
  createRedirectSession(options: CreateRedirectSessionRequest, call?: CallOptions): Promise<RedirectSessionResult>;
}

export function createRedirects(context: SiteContext): RedirectsModule {
  return {
    createRedirectSession: (options, call) =>
      callOperation(context, 'createRedirectSession', { body: pickForwardedFields(options) }, call),
  };
}

function pickForwardedFields(options: CreateRedirectSessionRequest): CreateRedirectSessionRequest {
  const source = options as Record<string, unknown>;
  const picked: Record<string, unknown> = {};
  for (const field of FORWARDED_FIELDS) if (source[field] !== undefined) picked[field] = source[field];
  return picked as CreateRedirectSessionRequest;
}
