import type { ManagerAccess } from './manager-access.js';
import { bodyOf, callPlatform, platformPathOf, refusal } from './platform-call.js';
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
  const called = platformPathOf(request, MANAGER_API_PATH, 'The store manager');
  if ('refused' in called) return called.refused;
  const credentials = { Authorization: access.apiKey, ...(access.siteId && { 'wix-site-id': access.siteId }) };
  return callPlatform(request, called.path, apiUrl, credentials, await bodyOf(request));
}
