/**
 * sitekit on a server: one session per request, built from the request's cookies (Fetch API `Request` or Node's
 * `IncomingMessage`), with its own client, the member's login and logout handled on the server, the browser's calls
 * passed on with the session's token or the server's API key, and the cookies to send back (Fetch `Headers` or
 * Node's `ServerResponse`).
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
export {
  forwardWithCredentials,
  refusal,
  type ForwardOptions,
  type ForwardWithCredentialsOptions,
} from './forward-call.js';
export { isContractOperation } from './contract-addresses.js';
export { isAllowedWrite } from './same-origin-write.js';
export { LOGIN_FLOW_SECONDS } from './login-flow-cookie.js';
