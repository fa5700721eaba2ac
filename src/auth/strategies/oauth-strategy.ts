import type { StorageAdapter } from '../../storage/storage-adapter.js';
import { describeStrategy, type StrategyDescriptor } from './strategy-descriptor.js';
import type { Tokens } from '../session/tokens.js';

/** The hidden-frame login's limit (docs/decisions.md#4): the default of `directLoginTimeoutMs`. */
export const DIRECT_LOGIN_TIMEOUT_MS = 120_000;

export interface OAuthStrategyOptions {
  /** The headless client id of the site. */
  clientId: string;
  /** Tokens to start from (e.g. restored from the caller's own session); they take precedence over `storage`. */
  tokens?: Tokens;
  /** Where tokens are kept; memory by default. Keys are namespaced by client id. */
  storage?: StorageAdapter;
  /** Renew this many seconds before the access token expires. Default 60. */
  leewaySeconds?: number;
  /** Extra headers on every token request (e.g. a client binding). */
  tokenRequestHeaders?: Record<string, string>;
  /** How long the hidden-frame login waits for its answer. Default 120 000 ms. */
  directLoginTimeoutMs?: number;
  /** How long the session pre-warm frame may take to load. Default 30 000 ms. */
  sessionSyncTimeoutMs?: number;
}

export type OAuthStrategyDescriptor = StrategyDescriptor<'oauth', OAuthStrategyOptions>;

/**
 * Visitor and member authentication with OAuth tokens. This only describes the strategy; every site client built from
 * it gets its own token state, so one descriptor can safely serve many clients.
 */
export function OAuthStrategy(options: OAuthStrategyOptions): OAuthStrategyDescriptor {
  return describeStrategy('oauth', options, { key: 'clientId', message: 'OAuthStrategy needs a clientId' });
}
