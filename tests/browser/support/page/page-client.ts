import {
  createSiteClient,
  localStorageAdapter,
  memoryStorage,
  OAuthStrategy,
  type Clock,
  type OAuthAuth,
  type SiteClient,
} from '../../../../src/index.js';
import { readPageConfig } from './page-config.js';

export interface PageClientOptions {
  /** Where the tokens are kept: `localStorage` (default) or this page's memory. */
  storage?: 'local' | 'memory';
  clock?: Clock;
  directLoginTimeoutMs?: number;
  sessionSyncTimeoutMs?: number;
  /** Per-request timeout in ms. */
  timeout?: number;
}

/** A site client as a browser app builds one: OAuth with the sandbox's client id, talking to the sandbox origin. */
export function createPageClient(options: PageClientOptions = {}): SiteClient<OAuthAuth> {
  const config = readPageConfig();
  return createSiteClient({
    auth: OAuthStrategy({
      clientId: config.clientId,
      storage: options.storage === 'memory' ? memoryStorage() : localStorageAdapter(window.localStorage),
      ...(options.directLoginTimeoutMs !== undefined && { directLoginTimeoutMs: options.directLoginTimeoutMs }),
      ...(options.sessionSyncTimeoutMs !== undefined && { sessionSyncTimeoutMs: options.sessionSyncTimeoutMs }),
    }),
    baseURL: config.sandboxUrl,
    ...(options.clock && { clock: options.clock }),
    ...(options.timeout !== undefined && { timeout: options.timeout }),
  });
}
