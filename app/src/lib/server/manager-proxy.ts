import { isContractOperation } from './contract-operations.js';
import type { ManagerAccess } from './manager-access.js';
import { isAllowedWrite } from './same-origin.js';
import { staffOf } from './staff-session.js';

/** Where the browser's store manager sends its calls; the rest of the path is the platform's. */
export const MANAGER_API_PATH = '/manage/api';

/** Methods that send no body to the platform. */
const READS = new Set(['GET', 'HEAD']);

/** The request headers the platform reads of a manager's call; the API key is the server's own. */
const FORWARDED_REQUEST_HEADERS = ['accept', 'accept-language', 'content-type'];

/** Headers that describe one hop, or a body `fetch` has already decoded: the app server's answer sets its own. */
const HOP_HEADERS = new Set(['connection', 'content-encoding', 'content-length', 'keep-alive', 'transfer-encoding']);

/** A refusal in the platform's error envelope, so the manager's client reads it like any other failure. */
function refusal(status: number, code: string, description: string): Response {
  return Response.json(
    { message: description, details: { applicationError: { code, description, data: {} } } },
    { status },
  );
}

/**
 * A store manager's call, made on the platform with the API key: only for a signed-in staff member, a write only from
 * this app's own origin (a browser always says where a write comes from, in `Origin`), and only an operation of the
 * contract. The platform's answer and status come back as they are.
 */
export async function forwardManagerCall(request: Request, apiUrl: string, access: ManagerAccess): Promise<Response> {
  if (!(await staffOf(request, access.sessions)))
    return refusal(401, 'UNAUTHENTICATED', 'Sign in as staff to use the store manager.');
  const url = new URL(request.url);
  const method = request.method.toUpperCase();
  if (!isAllowedWrite(method, request.headers.get('Origin') ?? undefined, url.origin))
    return refusal(403, 'PERMISSION_DENIED', 'The store manager takes changes from its own pages only.');
  const platformPath = url.pathname.slice(MANAGER_API_PATH.length);
  if (!isContractOperation(method, platformPath))
    return refusal(404, 'NOT_FOUND', `${method} ${platformPath} is not an operation of the platform's API.`);

  const headers = new Headers({ Authorization: access.apiKey });
  if (access.siteId) headers.set('wix-site-id', access.siteId);
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const response = await fetch(new URL(platformPath + url.search, apiUrl), {
    method,
    headers,
    body: READS.has(method) ? undefined : await request.arrayBuffer(),
    redirect: 'manual',
  });
  const responseHeaders = new Headers(response.headers);
  for (const name of HOP_HEADERS) responseHeaders.delete(name);
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers: responseHeaders,
  });
}
