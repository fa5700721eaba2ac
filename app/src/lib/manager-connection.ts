import type { SiteClientBase } from 'sitekit';
import { fetchSandboxInfo } from './app-config';
import { managerBaseClient } from './site-clients';

const connections = new Map<string, Promise<SiteClientBase>>();

/** The store manager's API-key client, its key asked of the sandbox once per page load: one promise, for React's `use`. */
export function managerConnection(apiUrl: string): Promise<SiteClientBase> {
  let connection = connections.get(apiUrl);
  if (!connection) {
    connection = fetchSandboxInfo(apiUrl).then((info) => managerBaseClient(apiUrl, info));
    connections.set(apiUrl, connection);
  }
  return connection;
}
