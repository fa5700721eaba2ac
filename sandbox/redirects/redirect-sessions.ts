import type { CreateRedirectSessionRequest, RedirectSessionResult } from '../../generated/types.gen.js';
import type { Caller } from '../kernel/http/caller.js';
import type { SandboxContext } from '../kernel/context.js';
import { newId } from '../kernel/ids.js';
import { issueToken } from '../identity/one-time-tokens.js';
import { checkAuthRequest } from './auth-intent.js';

export type Intent =
  | 'bookingsCheckout'
  | 'ecomCheckout'
  | 'eventsCheckout'
  | 'paidPlansCheckout'
  | 'login'
  | 'logout'
  | 'auth'
  | 'storesProduct'
  | 'bookingsBook'
  | 'ecomOrderPaymentRequest';

/** Where each intent's hosted page lives on the sandbox's own origin. */
export const INTENT_PAGES: Record<Intent, string> = {
  auth: '/oauth2/authorize',
  login: '/_sandbox/hosted/login',
  logout: '/_sandbox/hosted/logout',
  ecomCheckout: '/_sandbox/hosted/checkout/ecom',
  bookingsCheckout: '/_sandbox/hosted/checkout/bookings',
  eventsCheckout: '/_sandbox/hosted/checkout/events',
  paidPlansCheckout: '/_sandbox/hosted/checkout/paid-plans',
  ecomOrderPaymentRequest: '/_sandbox/hosted/checkout/order-payment',
  storesProduct: '/_sandbox/hosted/product',
  bookingsBook: '/_sandbox/hosted/book',
};

const SESSION_TTL_SECONDS = 60 * 60;

export interface StoredRedirectSession {
  id: string;
  intent: Intent;
  request: CreateRedirectSessionRequest;
  /** The member token family that created it, if a member did. */
  familyId: string | null;
}

export function intentOf(request: CreateRedirectSessionRequest): Intent {
  return (Object.keys(INTENT_PAGES) as Intent[]).find((intent) => intent in request)!;
}

export function createRedirectSession(
  context: SandboxContext,
  caller: Caller,
  request: CreateRedirectSessionRequest,
): RedirectSessionResult {
  const intent = intentOf(request);
  if ('auth' in request) checkAuthRequest(context, request.auth.authRequest);
  const id = newId();
  const now = context.clock.now();
  context.db.run(
    `INSERT INTO redirect_sessions (id, intent, request, created_at, expires_at, family_id)
     VALUES (?, ?, ?, ?, ?, ?)`,
    id,
    intent,
    JSON.stringify(request),
    now,
    now + SESSION_TTL_SECONDS * 1000,
    caller.kind === 'member' ? caller.familyId : null,
  );
  const endpoint = new URL(INTENT_PAGES[intent], context.origin).href;
  // The session id goes last: extra query parameters may not replace it.
  const searchParams = {
    ...intentParams(request),
    ...request.preferences?.additionalQueryParameters,
    redirectSessionId: id,
  };
  const fullUrl = `${endpoint}?${new URLSearchParams(searchParams)}`;
  const sessionToken = issueToken(context, 'redirect-session', {
    identityId: caller.kind === 'member' ? caller.identityId : null,
    ttlSeconds: SESSION_TTL_SECONDS,
    data: { redirectSessionId: id },
  });
  return { redirectSession: { id, fullUrl, urlDetails: { endpoint, searchParams }, sessionToken } };
}

export function loadRedirectSession(context: SandboxContext, id: string): StoredRedirectSession | undefined {
  const row = context.db.get<{ intent: Intent; request: string; expires_at: number; family_id: string | null }>(
    'SELECT intent, request, expires_at, family_id FROM redirect_sessions WHERE id = ?',
    id,
  );
  if (!row || row.expires_at <= context.clock.now()) return undefined;
  const request = JSON.parse(row.request) as CreateRedirectSessionRequest;
  return { id, intent: row.intent, request, familyId: row.family_id };
}

/** The readable query parameters of the hosted page's URL. The session token of an auth request stays server-side. */
function intentParams(request: CreateRedirectSessionRequest): Record<string, string> {
  if ('auth' in request) {
    const { sessionToken: _secret, ...authRequest } = request.auth.authRequest;
    const prompt = request.auth.prompt ?? authRequest.prompt;
    return stringValues({ ...authRequest, ...(prompt !== undefined && { prompt }) });
  }
  if ('ecomCheckout' in request) return stringValues(request.ecomCheckout);
  if ('eventsCheckout' in request) return stringValues(request.eventsCheckout);
  if ('paidPlansCheckout' in request) return stringValues({ planId: request.paidPlansCheckout.planId });
  if ('storesProduct' in request) return stringValues(request.storesProduct);
  if ('bookingsBook' in request) return stringValues(request.bookingsBook);
  if ('ecomOrderPaymentRequest' in request) return stringValues(request.ecomOrderPaymentRequest);
  if ('logout' in request) return stringValues(request.logout);
  return {};
}

function stringValues(record: object): Record<string, string> {
  return Object.fromEntries(
    Object.entries(record)
      .filter(([, value]) => typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      .map(([k, v]) => [k, String(v)]),
  );
}
