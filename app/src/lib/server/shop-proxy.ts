import { SHOP_API_PATH } from '../app-urls';
import type { MemberSession } from './member-session';
import { bodyOf, callPlatform, platformPathOf } from './platform-call.js';

/**
 * A shopper's call from the browser (Buy now's checkout, a product's stock), made on the platform with the access
 * token of the request's session: the visitor's or member's, renewed here when it has expired, so the browser holds
 * no token and is no second visitor (docs/decisions.md#44). A write only from this app's own origin, and only an
 * operation of the contract; the platform's answer and status come back as they are.
 */
export async function forwardShopperCall(request: Request, apiUrl: string, session: MemberSession): Promise<Response> {
  const called = platformPathOf(request, SHOP_API_PATH, 'The shop');
  if ('refused' in called) return called.refused;
  const platformPath = called.path;
  const body = await bodyOf(request);
  const { auth } = session.client;
  const held = auth.getTokens();
  const tokens = await auth.generateVisitorTokens(held);
  // New or renewed tokens go into the session cookie (the root middleware sends it with the answer).
  if (tokens.accessToken.value !== held.accessToken.value) await auth.setTokens(tokens);
  const answer = await callPlatform(request, platformPath, apiUrl, { Authorization: tokens.accessToken.value }, body);
  if (answer.status !== 401) return answer;
  await answer.body?.cancel();
  // The platform refused a token before its expiry (revoked, or its session ended): renewed once, asked again.
  const renewed = await auth.generateVisitorTokens({ refreshToken: tokens.refreshToken });
  await auth.setTokens(renewed);
  return callPlatform(request, platformPath, apiUrl, { Authorization: renewed.accessToken.value }, body);
}
