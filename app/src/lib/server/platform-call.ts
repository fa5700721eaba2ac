import { isContractOperation } from './contract-operations.js';
import { isAllowedWrite } from './same-origin.js';

/** The request headers the platform reads of a call the app server passes on; the credentials are the server's. */
const FORWARDED_REQUEST_HEADERS = ['accept', 'accept-language', 'content-type'];

/** Headers that describe one hop, or a body `fetch` has already decoded: the app server's answer sets its own. */
const HOP_HEADERS = new Set(['connection', 'content-encoding', 'content-length', 'keep-alive', 'transfer-encoding']);

/** Methods that send no body to the platform. */
const READS = new Set(['GET', 'HEAD']);

/** A refusal in the platform's error envelope, so the browser's client reads it like any other failure. */
export function refusal(status: number, code: string, description: string): Response {
  return Response.json(
    { message: description, details: { applicationError: { code, description, data: {} } } },
    { status },
  );
}

/**
 * The platform path a browser's call under `apiPath` asks for, or why it is refused: a write from a page of another
 * origin (a browser always says where a write comes from, in `Origin`), or a call that is no operation of the
 * contract. `owner` names, in the refusal, who takes changes only from its own pages.
 */
export function platformPathOf(
  request: Request,
  apiPath: string,
  owner: string,
): { path: string } | { refused: Response } {
  const url = new URL(request.url);
  const method = request.method.toUpperCase();
  if (!isAllowedWrite(method, request.headers.get('Origin') ?? undefined, url.origin))
    return { refused: refusal(403, 'PERMISSION_DENIED', `${owner} takes changes from its own pages only.`) };
  const path = url.pathname.slice(apiPath.length);
  if (!isContractOperation(method, path))
    return { refused: refusal(404, 'NOT_FOUND', `${method} ${path} is not an operation of the platform's API.`) };
  return { path };
}

/** What a browser's call sends the platform: nothing for a read, its body for a write (read once, sent again on a retry). */
export const bodyOf = async (request: Request): Promise<ArrayBuffer | undefined> =>
  READS.has(request.method.toUpperCase()) ? undefined : await request.arrayBuffer();

/**
 * A browser's call made on the platform at `platformPath` with the server's `credentials` (headers) in place of any
 * the browser sent, and `body` (bodyOf); the platform's answer and status come back as they are.
 */
export async function callPlatform(
  request: Request,
  platformPath: string,
  apiUrl: string,
  credentials: Record<string, string>,
  body: ArrayBuffer | undefined,
): Promise<Response> {
  const method = request.method.toUpperCase();
  const headers = new Headers(credentials);
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const platformResponse = await fetch(new URL(platformPath + new URL(request.url).search, apiUrl), {
    method,
    headers,
    body,
    redirect: 'manual',
  });
  const { body: responseBody, status, statusText } = platformResponse;
  const responseHeaders = new Headers(platformResponse.headers);
  for (const name of HOP_HEADERS) responseHeaders.delete(name);
  return new Response(responseBody, { status, statusText, headers: responseHeaders });
}
