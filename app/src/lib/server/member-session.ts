import { createContext, type MiddlewareFunction } from 'react-router';
import type { OAuthAuth, SiteClient } from 'sitekit';
import { createServerSession, type ServerSession } from 'sitekit/server';
import { SHOP_MODULES } from '../site-clients';
import { serverConfigContext } from './app-server-config';
import { storeCatalog } from './store-catalog';

/** A visitor's or member's session on the server: its client holds the tokens of the request's session cookie. */
export type MemberSession = ServerSession<SiteClient<OAuthAuth>>;

/** The request's session, in every loader's and action's `context` (set by `memberSessionMiddleware`). */
export const memberSessionContext = createContext<MemberSession>();

/**
 * Builds each request's session from its cookies before the loaders and actions run, and sends back the cookies they
 * changed (a renewed token, a login, a logout) once the response, the page's HTML included, is ready.
 */
export const memberSessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const config = context.get(serverConfigContext);
  const catalog = await storeCatalog(config);
  const session = createServerSession(request, {
    clientId: config.clientId,
    baseURL: config.apiUrl,
    modules: SHOP_MODULES[catalog],
  }) as unknown as MemberSession;
  context.set(memberSessionContext, session);
  const response = await next();
  if (session.setCookieHeaders().length === 0) return response;
  // A redirect's headers may be read-only: the cookies go on a copy.
  const headers = new Headers(response.headers);
  session.commit(headers);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
};
