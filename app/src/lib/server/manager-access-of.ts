import { data, type LoaderFunctionArgs } from 'react-router';
import { serverConfigContext, type AppServerConfig } from './app-server-config.js';
import type { ManagerAccess } from './manager-access.js';

/** The server's configuration with the store manager's access; a server without an API key has no manager (404). */
export function managerConfigOf(context: LoaderFunctionArgs['context']): AppServerConfig & { manager: ManagerAccess } {
  const config = context.get(serverConfigContext);
  if (!config.manager) throw data('This store has no store manager.', { status: 404 });
  return config as AppServerConfig & { manager: ManagerAccess };
}
