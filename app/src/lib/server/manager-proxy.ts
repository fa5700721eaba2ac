import { forwardWithCredentials, refusal } from 'sitekit/server';
import { MANAGER_API_PATH } from '../app-urls.js';
import type { ManagerAccess } from './manager-access.js';
import { staffOf } from './staff-session.js';

/**
 * A store manager's call, made on the platform with the API key, which never reaches a browser: only for a signed-in
 * staff member, and as sitekit/server passes on any call (an operation of the contract, a write only from this app's
 * own pages; the platform's answer as it is).
 */
export async function forwardManagerCall(request: Request, apiUrl: string, access: ManagerAccess): Promise<Response> {
  if (!(await staffOf(request, access.sessions)))
    return refusal(401, 'UNAUTHENTICATED', 'Sign in as staff to use the store manager.');
  const credentials = { Authorization: access.apiKey, ...(access.siteId && { 'wix-site-id': access.siteId }) };
  return forwardWithCredentials(request, { from: MANAGER_API_PATH, baseURL: apiUrl, credentials });
}
