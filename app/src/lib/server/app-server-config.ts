import { createContext } from 'react-router';
import type { AppConfig } from '../app-config.js';

/** What the app server knows of the platform: from its environment, never sent to a browser as a whole. */
export interface AppServerConfig extends AppConfig {
  /** Whether the platform hands the store manager an API key (only a local sandbox does). */
  hasManager: boolean;
}

/** The server's configuration, in every loader's `context` (set by app/serve-app.ts). */
export const serverConfigContext = createContext<AppServerConfig>();
