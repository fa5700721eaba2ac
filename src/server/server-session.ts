import { authorizationError, SiteOAuthFlowError } from '../errors/oauth-flow-error.js';
import { OAuthStrategy, type OAuthStrategyDescriptor } from '../auth/strategies/oauth-strategy.js';
import type { OAuthAuth } from '../auth/strategies/oauth-auth.js';
import type { AuthUrlOptions } from '../auth/login/auth-url.js';
import type { OAuthData } from '../auth/login/oauth-data.js';
import { normalizeBaseURL } from '../core/base-url.js';
import { systemClock } from '../core/clock.js';
import type { SiteClientOptions } from '../core/site-setup.js';
import type { SiteClientBase } from '../site-client-base.js';
import { createSiteClient, type SiteClient } from '../site-client.js';
import type { SiteModuleFactories, SiteModules } from '../site-modules.js';
import { serializeCookie } from '../storage/cookie-serialization.js';
import { chunkedWrites, readChunked, type CookieWrite } from './cookie-chunks.js';
import { forwardWithTokens, type ForwardOptions } from './forward-call.js';
import { LOGIN_FLOW_SECONDS, loginFlowCookieValue, loginFlowFromCookie, type LoginFlow } from './login-flow-cookie.js';
import { readRequestCookies, type ServerRequest } from './request-cookies.js';
import { writeSetCookies, type ResponseHeadersTarget } from './response-headers.js';
import { safeReturnPath } from './return-path.js';
import { sessionCookieValue, tokensFromCookie, type SessionBinding } from './session-cookie.js';

export const SESSION_COOKIE = 'sitekit-session';
export const LOGIN_FLOW_COOKIE = 'sitekit-login';
/** How long a browser keeps the session cookie without a visit that changes it. */
export const DEFAULT_SESSION_MAX_AGE_SECONDS = 30 * 24 * 3600;

export interface ServerSessionOptions extends Omit<SiteClientOptions<OAuthStrategyDescriptor>, 'auth'> {
  /** The headless client id of the site; a session cookie written for another one is ignored. */
  clientId: string;
  /** The modules of `session.client` (`{ products, productsV3 }`); every module when omitted. */
  modules?: SiteModuleFactories;
  /** Renew this many seconds before the access token expires. Default 60. */
  leewaySeconds?: number;
  /**
   * The session cookie's name, `sitekit-session` by default; the login cookie is `sitekit-login`. Over https both
   * carry the `__Host-` prefix, which browsers accept only with `Secure`, `Path=/` and no `Domain`.
   */
  cookieName?: string;
  /**
   * Mark cookies `Secure` (and prefix them `__Host-`). Default: whether the request came over https. Set it behind a
   * proxy that ends TLS, where the app sees plain http.
   */
  secure?: boolean;
  /** Lifetime of the session cookie in seconds. Default 30 days. */
  maxAgeSeconds?: number;
}

/** Where a login goes and comes back to. */
export interface LoginRedirectOptions {
  /** The absolute URL of the app's callback route; it must be on the client's allowed redirect URIs. */
  callbackUrl: string;
  /** A path on this site to end up on; anything else (`//host`, `https://…`, `/\host`) becomes `/`. */
  returnTo?: string;
}

/** One request's session: its client, built from the request's cookies, and the cookies to send back. */
export interface ServerSession<C> {
  /** A client for this request only, holding this visitor's or member's tokens. */
  readonly client: C;
  /** True when the session's refresh token is a member's. */
  loggedIn(): boolean;
  /**
   * Starts the hosted login: the PKCE verifier and state go into a short-lived login cookie, and the answer is the
   * platform's login page to redirect the browser to. The code comes back in the callback's query.
   */
  beginHostedLogin(options: LoginRedirectOptions & Pick<AuthUrlOptions, 'prompt' | 'idp'>): Promise<string>;
  /**
   * After `client.auth.login`, `register` or `processVerification` succeeded on the server: the authorization page
   * for its session token (`prompt: none`), to send the browser to at top level. It comes straight back to the
   * callback with a code; no login page is shown and no frame is needed.
   */
  beginSessionLogin(sessionToken: string, options: LoginRedirectOptions): Promise<string>;
  /**
   * The callback: checks the state against the login cookie, exchanges the code for member tokens, keeps them in
   * the session and answers the path to redirect to. A missing or foreign login cookie, another state or an error
   * from the platform rejects with a SiteOAuthFlowError. The login cookie is cleared either way.
   */
  completeLogin(callbackUrl: string | URL): Promise<string>;
  /**
   * Logs out: the session becomes empty (its cookie is cleared) and the answer is the platform's logout page, which
   * ends the platform's session and returns to `postLogoutUrl` (absolute, on the client's allowed list).
   */
  logout(postLogoutUrl: string): Promise<string>;
  /**
   * A call the browser sends under `from` (`/shop/api/stores/v3/products/…`), made on the platform with this
   * session's access token, which never reaches the page: renewed first when it has expired, and once more when the
   * platform refuses it. Only an operation of the contract goes, and a write only from a page of this site; the
   * platform's status and body come back as they are. Commit the session afterwards, for a renewed token's cookie.
   */
  forward(request: Request, options: ForwardOptions): Promise<Response>;
  /** The `Set-Cookie` values this response must carry: none when nothing changed. */
  setCookieHeaders(): string[];
  /**
   * Writes `setCookieHeaders()` to the response's headers (Fetch `Headers` or Node's `ServerResponse`), with
   * `Cache-Control: private, no-store` whenever there is one. Call it once the page's calls have settled, before the
   * response is sent.
   */
  commit(target: ResponseHeadersTarget): void;
}

/** A session whose client has the `modules` given. */
export function createServerSession<M extends SiteModuleFactories>(
  request: ServerRequest,
  options: ServerSessionOptions & { modules: M },
): ServerSession<SiteClientBase<OAuthAuth> & SiteModules<M>>;
/** A session whose client has every module. */
export function createServerSession(
  request: ServerRequest,
  options: ServerSessionOptions,
): ServerSession<SiteClient<OAuthAuth>>;
/**
 * The session of one request, from its cookies: a new client holding the tokens of the request's session cookie (a
 * visitor with none when the cookie is missing, damaged or another client's), with no state shared with any other
 * request. Building one is synchronous and costs microseconds; it sends nothing until the client is used.
 */
export function createServerSession(
  request: ServerRequest,
  options: ServerSessionOptions,
): ServerSession<SiteClientBase<OAuthAuth>> {
  const { clientId, modules, leewaySeconds, cookieName, secure, maxAgeSeconds, ...clientOptions } = options;
  const { cookies, https } = readRequestCookies(request);
  const secureCookies = secure ?? https;
  const prefix = secureCookies ? '__Host-' : '';
  const names = { session: `${prefix}${cookieName ?? SESSION_COOKIE}`, login: `${prefix}${LOGIN_FLOW_COOKIE}` };
  const binding: SessionBinding = { clientId, apiOrigin: new URL(normalizeBaseURL(clientOptions.baseURL)).origin };
  const stored = readChunked(cookies, names.session);
  const present = new Map(cookies);
  const tokens = tokensFromCookie(stored, binding);
  // A cookie that is there but unreadable counts as a value no session can have, so that it gets replaced.
  let written: string | null = stored ?? (present.has(names.session) || present.has(`${names.session}.0`) ? '' : null);
  let loginFlowWrite: string | null | undefined;

  const auth = OAuthStrategy({
    clientId,
    ...(tokens && { tokens }),
    ...(leewaySeconds !== undefined && { leewaySeconds }),
  });
  const client = createSiteClient({ ...clientOptions, auth, ...(modules && { modules }) }) as SiteClientBase<OAuthAuth>;
  const clock = clientOptions.clock ?? systemClock;

  const beginLogin = async (redirect: LoginRedirectOptions, urlOptions: AuthUrlOptions): Promise<string> => {
    const returnTo = safeReturnPath(redirect.returnTo);
    const oauthData = client.auth.generateOAuthData(redirect.callbackUrl, returnTo);
    const { authUrl } = await client.auth.getAuthUrl(oauthData, { ...urlOptions, responseMode: 'query' });
    const flow: LoginFlow = {
      clientId,
      state: oauthData.state,
      codeVerifier: oauthData.codeVerifier,
      redirectUri: redirect.callbackUrl,
      returnTo,
      expiresAt: clock.now() + LOGIN_FLOW_SECONDS * 1000,
    };
    loginFlowWrite = loginFlowCookieValue(flow);
    return authUrl;
  };

  const cookieWrites = (): CookieWrite[] => {
    const writes: CookieWrite[] = [];
    const value = sessionCookieValue(client.auth.getTokens(), binding);
    if (value !== written) writes.push(...chunkedWrites(present, names.session, value));
    if (loginFlowWrite !== undefined) writes.push({ name: names.login, value: loginFlowWrite });
    return writes;
  };

  const serialize = ({ name, value }: CookieWrite): string => {
    const lifetime = name === names.login ? LOGIN_FLOW_SECONDS : (maxAgeSeconds ?? DEFAULT_SESSION_MAX_AGE_SECONDS);
    return serializeCookie(name, value ?? '', {
      path: '/',
      sameSite: 'Lax',
      secure: secureCookies,
      httpOnly: true,
      maxAgeSeconds: value === null ? 0 : lifetime,
    });
  };

  const session: ServerSession<SiteClientBase<OAuthAuth>> = {
    client,
    loggedIn: () => client.auth.loggedIn(),
    beginHostedLogin: ({ prompt, idp, ...redirect }) =>
      beginLogin(redirect, { prompt: prompt ?? 'login', ...(idp !== undefined && { idp }) }),
    beginSessionLogin: (sessionToken, redirect) => beginLogin(redirect, { prompt: 'none', sessionToken }),
    async completeLogin(callbackUrl) {
      const flow = loginFlowFromCookie(present.get(names.login), clientId, clock.now());
      if (present.has(names.login)) loginFlowWrite = null;
      if (!flow)
        throw new SiteOAuthFlowError('INVALID_STATE', 'No login in progress: the login cookie is missing or expired');
      const response = client.auth.parseFromUrl(String(callbackUrl), 'query');
      if (response.error && response.state === flow.state)
        throw authorizationError(response.error, response.errorDescription);
      const oauthData: OAuthData = { ...flow, originalUri: flow.returnTo, codeChallenge: '' };
      await client.auth.setTokens(await client.auth.getMemberTokens(response.code, response.state, oauthData));
      return safeReturnPath(flow.returnTo);
    },
    async logout(postLogoutUrl) {
      return (await client.auth.logout(postLogoutUrl)).logoutUrl;
    },
    forward: (request, { from }) => forwardWithTokens(request, client.auth, { from, baseURL: clientOptions.baseURL }),
    setCookieHeaders: () => cookieWrites().map(serialize),
    commit(target) {
      const writes = cookieWrites();
      writeSetCookies(target, writes.map(serialize));
      for (const { name, value } of writes) {
        if (value === null) present.delete(name);
        else present.set(name, value);
      }
      written = sessionCookieValue(client.auth.getTokens(), binding);
      loginFlowWrite = undefined;
    },
  };
  return session;
}
