import type { SiteClientBase } from 'sitekit';
import { MANAGER_API_PATH } from './app-urls';
import { managerBaseClient } from './site-clients';

let connection: SiteClientBase | undefined;

/**
 * The store manager's client, built once per page load: its calls go to this app's server, which makes them on the
 * platform with the API key (routes/manager-api.ts).
 */
export function managerConnection(): SiteClientBase {
  return (connection ??= managerBaseClient(new URL(MANAGER_API_PATH, window.location.origin).href));
}
