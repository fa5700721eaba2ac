import { createContext } from 'react-router';
import type { AppConfig } from '../app-config.js';
import type { ManagerAccess } from './manager-access.js';

/** What the app server knows of the platform: from its environment, never sent to a browser as a whole. */
export interface AppServerConfig extends AppConfig {
  /** Whether the server holds the site's API key, so that the store manager can open. */
  hasManager: boolean;
  /** The API key and the staff who may use it: on the server only, never in a page's data. */
  manager?: ManagerAccess;
}

/** The server's configuration, in every loader's `context` (set by app/serve-app.ts). */
export const serverConfigContext = createContext<AppServerConfig>();
