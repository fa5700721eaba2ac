import type { SiteContext } from '../../core/site-context.js';
import { raceAbort } from '../../http/abort.js';
import type { CallOptions } from '../../http/call-options.js';
import type { CredentialProvider } from '../../http/credential-provider.js';
import { tokenStorageKey } from '../../storage/storage-adapter.js';
import type { OAuthStrategyOptions } from '../strategies/oauth-strategy.js';
import { TokenGrants } from '../grants/token-grants.js';
import { DEFAULT_LEEWAY_SECONDS, TokenLifecycle } from './token-lifecycle.js';
import { TokenStore, type TokensListener } from './token-store.js';
import { createTokenSync, NO_TOKEN_SYNC, tokenSyncName, type TokenSync } from './token-sync.js';
import type { RefreshToken, Tokens } from './tokens.js';

/** The token methods of `site.auth` for OAuth: all that sitekit/light's `createSiteClient` offers, and part of every OAuth client. */
export interface OAuthTokens {
  /** Usable tokens: the given ones if still valid, else refreshed, else a new visitor's. Does not store them. */
  generateVisitorTokens(tokens?: Partial<Tokens>, call?: CallOptions): Promise<Tokens>;
  /** A refresh-token grant; keeps the role, and a rotated refresh token when one is returned. Does not store. */
  renewToken(refreshToken: RefreshToken, call?: CallOptions): Promise<Tokens>;
  getTokens(): Tokens;
  /** Replaces this client's tokens (in memory at once; the returned promise settles once persisted). */
  setTokens(tokens: Tokens): Promise<void>;
  /** True only when the refresh token is a member's. */
  loggedIn(): boolean;
  /**
   * Calls `listener` with the new tokens whenever they change: renewed, set, cleared, or renewed by another tab or
   * client sharing the storage. Answers the function that unsubscribes.
   */
  onTokensChange(listener: TokensListener): () => void;
}

/** A client's OAuth token state, the methods over it and the credentials its requests carry. */
export interface OAuthTokenState {
  tokens: OAuthTokens;
  credentials: CredentialProvider;
  store: TokenStore;
  sync: TokenSync;
  grants: TokenGrants;
  lifecycle: TokenLifecycle;
}

export function createOAuthTokens(context: SiteContext, options: OAuthStrategyOptions): OAuthTokenState {
  const { clientId } = options;
  const apiOrigin = new URL(context.baseURL).origin;
  const store = new TokenStore(options.storage, tokenStorageKey(clientId, apiOrigin), options.tokens);
  // Only a storage the caller chose can be shared with other tabs or clients; the default memory is this client's.
  const sync = options.storage ? createTokenSync(tokenSyncName(clientId, apiOrigin)) : NO_TOKEN_SYNC;
  sync.onAnnouncement(() => void store.reload());
  const grants = new TokenGrants(context, clientId, options.tokenRequestHeaders);
  const leeway = options.leewaySeconds ?? DEFAULT_LEEWAY_SECONDS;
  const lifecycle = new TokenLifecycle(store, grants, context.clock, leeway, sync);

  const tokens: OAuthTokens = {
    generateVisitorTokens: (given, call) => lifecycle.generateVisitorTokens(given, call),
    renewToken: (refreshToken, call) => lifecycle.renewToken(refreshToken, call),
    getTokens: () => store.current(),
    setTokens: (replacement) => store.replace(replacement).then(sync.announce),
    loggedIn: () => store.current().refreshToken.role === 'member',
    onTokensChange: (listener) => store.onChange(listener),
  };
  const credentials: CredentialProvider = {
    headersFor: async (signal) => ({ Authorization: (await lifecycle.ensureTokens(signal)).accessToken.value }),
    renewAfterUnauthorized: async (rejected, signal) => {
      await raceAbort(signal, () => lifecycle.renewAfterUnauthorized(rejected));
      return true;
    },
  };
  return { tokens, credentials, store, sync, grants, lifecycle };
}
