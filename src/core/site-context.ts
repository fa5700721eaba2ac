import type { Client } from '../../generated/client/index.js';
import type { OperationSource } from '../http/operation-source.js';
import type { ResponseCheck } from '../http/response-check.js';
import type { Clock } from './clock.js';

/**
 * What a feature module (catalog, identity, redirects) gets from the site client that owns it. Every site client
 * has its own generated axios client, with auth, retry, credential-scoping and error-mapping interceptors installed,
 * so modules never share token state.
 */
export interface SiteContext {
  /**
   * The generated client instance of this site client; pass it as `client` to the generated SDK functions. Calls made
   * through it always throw (`throwOnError` is forced) and only throw `SiteError`s: HTTP failures are mapped by the
   * interceptors, and the errors of zod validators passed to a generated function become
   * `SiteRequestValidationError` (bad arguments, fields named relative to the body/path/query) or
   * `SiteResponseValidationError` (an answer off the contract). sitekit's own modules call operations through
   * `callOperation` (src/http/call-operation.ts).
   * Its axios instance is `client.instance`.
   */
  readonly client: Client;
  /** The API host every call (the token endpoint included) goes to; credentials are sent to this origin only. */
  readonly baseURL: string;
  readonly clock: Clock;
  /** Checks answers against the contract (from sitekit/validation); absent, answers are passed on unchecked. */
  readonly responseCheck?: ResponseCheck;
  /** Where `callOperation` finds an operation's row: the whole table (loaded on the first call) or some rows. */
  readonly operations: OperationSource;
}
