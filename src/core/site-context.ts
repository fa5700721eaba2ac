import type { Client } from '../../generated/client/index.js';

/**
 * What a feature module (catalogue, identity, redirects) gets from the site client that owns it. Every site client
 * has its own generated axios client, with auth, retry, credential-scoping and error-mapping interceptors installed,
 * so modules never share token state.
 */
export interface SiteContext {
  /** The generated client instance of this site client; pass it as `client` to the generated SDK functions. */
  readonly client: Client;
}
