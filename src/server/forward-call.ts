import type { OAuthAuth } from '../auth/strategies/oauth-auth.js';
import { normalizeBaseURL } from '../core/base-url.js';
import { isSiteError } from '../errors/guards.js';
import { isContractOperation } from './contract-addresses.js';
import { isAllowedWrite } from './same-origin-write.js';

/** Where a browser's calls arrive on the app server: the platform's path follows `from` (`/shop/api`). */
export interface ForwardOptions {
  /** The path under which the browser sends its calls; what follows it is the platform's path. */
  from: string;
}

export interface ForwardWithCredentialsOptions extends ForwardOptions {
  /** The platform's API address; the platform's public host when omitted. */
  baseURL?: string;
  /** The headers that authorize the call on the platform (an API key's `Authorization` and `wix-site-id`). */
  credentials: Record<string, string>;
}

/** The request headers the platform reads of a forwarded call; the credentials are the server's. */
const FORWARDED_REQUEST_HEADERS = ['accept', 'accept-language', 'content-type'];

/** Headers that describe one hop, or a body `fetch` has already decoded: the app server's response sets its own. */
const HOP_HEADERS = new Set(['connection', 'content-encoding', 'content-length', 'keep-alive', 'transfer-encoding']);

/** Methods that send no body to the platform. */
const BODILESS = new Set(['GET', 'HEAD']);

/** A refusal in the platform's error envelope, so that the browser's client reads it as any other failure. */
export function refusal(status: number, code: string, description: string): Response {
  return Response.json(
    { message: description, details: { applicationError: { code, description, data: {} } } },
    { status },
  );
}

/**
 * The platform path a browser's call under `from` asks for, or its refusal: a write from a page of another origin
 * (a browser always says where a write comes from, in `Origin`), or a call that is no operation of the contract.
 */
function platformPathOf(request: Request, from: string): { path: string } | { refused: Response } {
  const url = new URL(request.url);
  const method = request.method.toUpperCase();
  if (!isAllowedWrite(method, request.headers.get('Origin') ?? undefined, url.origin))
    return { refused: refusal(403, 'PERMISSION_DENIED', 'This site takes changes from its own pages only.') };
  const path = url.pathname.startsWith(from) ? url.pathname.slice(from.replace(/\/+$/, '').length) : '';
  if (!isContractOperation(method, path))
    return {
      refused: refusal(
        404,
        'NOT_FOUND',
        `${method} ${path || url.pathname} is not an operation of the platform's API.`,
      ),
    };
  return { path };
}

/** A forwarded call's target and body, read once so that a retry can send it again. */
interface PlatformCall {
  url: URL;
  method: string;
  headers: Headers;
  body: ArrayBuffer | undefined;
}

async function platformCallOf(request: Request, path: string, baseURL: string | undefined): Promise<PlatformCall> {
  const method = request.method.toUpperCase();
  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  return {
    url: new URL(`${normalizeBaseURL(baseURL)}${path}${new URL(request.url).search}`),
    method,
    headers,
    body: BODILESS.has(method) ? undefined : await request.arrayBuffer(),
  };
}

/**
 * A browser's call under `from`, refused or read once and made by `make`. When the platform was not reached (its host
 * down, the connection dropped, a token grant that failed on the network), the answer is a 502 in its envelope, which
 * sitekit's client treats as a server failure, with nothing of the server's own addresses in it.
 */
async function forward(
  request: Request,
  from: string,
  baseURL: string | undefined,
  make: (call: PlatformCall) => Promise<Response>,
): Promise<Response> {
  const called = platformPathOf(request, from);
  if ('refused' in called) return called.refused;
  const call = await platformCallOf(request, called.path, baseURL);
  try {
    return await make(call);
  } catch (error) {
    // fetch rejects with a TypeError when no answer came; a grant that failed on the network is a SiteError.
    if (error instanceof TypeError || isSiteError(error))
      return refusal(502, 'UNAVAILABLE', 'The platform could not be reached. Try again in a moment.');
    throw error;
  }
}

/** Sends the call with `credentials` in place of any the browser sent; the platform's status and body come back. */
async function send(call: PlatformCall, credentials: Record<string, string>): Promise<Response> {
  const headers = new Headers(call.headers);
  for (const [name, value] of Object.entries(credentials)) headers.set(name, value);
  const platformResponse = await fetch(call.url, { method: call.method, headers, body: call.body, redirect: 'manual' });
  const responseHeaders = new Headers(platformResponse.headers);
  for (const name of HOP_HEADERS) responseHeaders.delete(name);
  const { body, status, statusText } = platformResponse;
  return new Response(body, { status, statusText, headers: responseHeaders });
}

/**
 * A browser's call under `from`, made on the platform with the server's `credentials` (an API key, which never
 * reaches a browser): only an operation of the contract, and a write only from a page of this site. The platform's
 * status and body come back as they are; a refusal is in the platform's error envelope.
 */
export function forwardWithCredentials(
  request: Request,
  { from, baseURL, credentials }: ForwardWithCredentialsOptions,
): Promise<Response> {
  return forward(request, from, baseURL, (call) => send(call, credentials));
}

/**
 * `session.forward`: the call made with the session's access token, renewed first when it has expired and once more
 * when the platform refuses it before its expiry (revoked, or its session ended). New tokens stay in the session, for
 * its cookie.
 */
export function forwardWithTokens(
  request: Request,
  auth: OAuthAuth,
  { from, baseURL }: ForwardOptions & { baseURL?: string },
): Promise<Response> {
  return forward(request, from, baseURL, async (call) => {
    const held = auth.getTokens();
    const tokens = await auth.generateVisitorTokens(held);
    if (tokens.accessToken.value !== held.accessToken.value) await auth.setTokens(tokens);
    const response = await send(call, { Authorization: tokens.accessToken.value });
    if (response.status !== 401) return response;
    await response.body?.cancel();
    const renewed = await auth.generateVisitorTokens({ refreshToken: tokens.refreshToken });
    await auth.setTokens(renewed);
    return send(call, { Authorization: renewed.accessToken.value });
  });
}
