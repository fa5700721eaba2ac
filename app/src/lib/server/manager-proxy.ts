import { isContractOperation } from './contract-operations.js';
import type { ManagerAccess } from './manager-access.js';
import { bodyOf, callPlatform, refusal } from './platform-call.js';
import { isAllowedWrite } from './same-origin.js';
import { staffOf } from './staff-session.js';

/** Where the browser's store manager sends its calls; the rest of the path is the platform's. */
export const MANAGER_API_PATH = '/manage/api';

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
  const credentials = { Authorization: access.apiKey, ...(access.siteId && { 'wix-site-id': access.siteId }) };
  return callPlatform(request, platformPath, apiUrl, credentials, await bodyOf(request));
}
