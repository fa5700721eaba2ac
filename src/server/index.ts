/**
 * sitekit on a server: one session per request, built from the request's cookies (Fetch API `Request` or Node's
 * `IncomingMessage`), with its own client, the member's login and logout handled on the server, and the cookies to
 * send back (Fetch `Headers` or Node's `ServerResponse`).
 */
export {
  createServerSession,
  DEFAULT_SESSION_MAX_AGE_SECONDS,
  LOGIN_FLOW_COOKIE,
  SESSION_COOKIE,
  type LoginRedirectOptions,
  type ServerSession,
  type ServerSessionOptions,
} from './server-session.js';
export type { FetchRequestLike, NodeRequestLike, ServerRequest } from './request-cookies.js';
export {
  SESSION_CACHE_CONTROL,
  type FetchHeadersLike,
  type NodeResponseLike,
  type ResponseHeadersTarget,
} from './response-headers.js';
export { safeReturnPath } from './return-path.js';
export { LOGIN_FLOW_SECONDS } from './login-flow-cookie.js';
