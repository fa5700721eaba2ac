import type { SiteContext } from '../core/site-context.js';
import { raceAbort } from '../http/abort.js';
import type { CallOptions } from '../http/call-options.js';
import type { CredentialProvider } from '../http/credential-provider.js';
import type { AuthenticationModule } from '../identity/authentication.js';
import type { RecoveryModule } from '../identity/recovery.js';
import type { VerificationModule } from '../identity/verification.js';
import type { RedirectsModule } from '../redirects/redirects.js';
import { tokenStorageKey } from '../storage/storage-adapter.js';
import { getAuthUrl, type AuthUrl, type AuthUrlOptions } from './auth-url.js';
import { assertAuthorizationResponse } from './authorization-code.js';
import { hostedPageUrl } from './hosted-page-url.js';
import { directLogin } from './direct-login.js';
import { DIRECT_LOGIN_TIMEOUT_MS } from './direct-login-frame.js';
import { LoginFlows, type LoginParams, type RegisterParams, type VerificationInputs } from './login-flows.js';
import type { StateMachine } from './login-state.js';
import { generateOAuthData, parseFromUrl, type AuthorizationResponse, type OAuthData } from './oauth-data.js';
import type { OAuthStrategyOptions } from './oauth-strategy.js';
import { createSessionSync, SESSION_SYNC_LOAD_TIMEOUT_MS, type SessionSync } from './session-sync.js';
import { TokenGrants } from './token-grants.js';
import { DEFAULT_LEEWAY_SECONDS, TokenLifecycle } from './token-lifecycle.js';
import { TokenStore, type TokensListener } from './token-store.js';
import { createTokenSync, NO_TOKEN_SYNC, tokenSyncName } from './token-sync.js';
import type { RefreshToken, Tokens } from './tokens.js';

/**
 * `site.auth` of a client built with OAuthStrategy; names and argument order follow the official client. Every method
 * that sends a request takes a trailing `call` (`signal`, `timeoutMs`); an abort rejects with a SiteAbortError.
 */
export interface OAuthAuth {
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
  register(params: RegisterParams, call?: CallOptions): Promise<StateMachine>;
  login(params: LoginParams, call?: CallOptions): Promise<StateMachine>;
  processVerification(inputs: VerificationInputs, state?: StateMachine, call?: CallOptions): Promise<StateMachine>;
  sendPasswordResetEmail(email: string, redirectUri: string, call?: CallOptions): Promise<void>;
  generateOAuthData(redirectUri?: string, originalUri?: string): OAuthData;
  getAuthUrl(oauthData: OAuthData, options?: AuthUrlOptions, call?: CallOptions): Promise<AuthUrl>;
  parseFromUrl(url?: string, responseMode?: 'fragment' | 'query'): AuthorizationResponse;
  /** Exchanges the code of the authorization-code flow for member tokens. Does not store them. */
  getMemberTokens(
    code: string | undefined,
    state: string | undefined,
    oauthData: OAuthData,
    call?: CallOptions,
  ): Promise<Tokens>;
  /**
   * Member tokens for a session token, through a hidden frame (browser only). Does not store them. `call.signal` also
   * ends the wait for the frame's answer, removing the frame.
   */
  getMemberTokensForDirectLogin(sessionToken: string, call?: CallOptions): Promise<Tokens>;
  /** Member tokens for a member id, for a trusted backend holding an API key. Does not store them. */
  getMemberTokensForExternalLogin(memberId: string, apiKey: string, call?: CallOptions): Promise<Tokens>;
  /** The hosted logout page's URL; this client's tokens are cleared to role `none` once it is known. */
  logout(originalUrl: string, call?: CallOptions): Promise<{ logoutUrl: string }>;
  sessions: SessionSync;
}

export interface IdentityModules {
  redirects: RedirectsModule;
  authentication: AuthenticationModule;
  recovery: RecoveryModule;
  verification: VerificationModule;
}

export function createOAuthAuth(
  context: SiteContext,
  options: OAuthStrategyOptions,
  modules: IdentityModules,
): { auth: OAuthAuth; credentials: CredentialProvider } {
  const { clientId } = options;
  const apiOrigin = new URL(context.baseURL).origin;
  const store = new TokenStore(options.storage, tokenStorageKey(clientId, apiOrigin), options.tokens);
  // Only a storage the caller chose can be shared with other tabs or clients; the default memory is this client's.
  const sync = options.storage ? createTokenSync(tokenSyncName(clientId, apiOrigin)) : NO_TOKEN_SYNC;
  sync.onAnnouncement(() => void store.reload());
  const grants = new TokenGrants(context, clientId, options.tokenRequestHeaders);
  const leeway = options.leewaySeconds ?? DEFAULT_LEEWAY_SECONDS;
  const lifecycle = new TokenLifecycle(store, grants, context.clock, leeway, sync);
  const flows = new LoginFlows(modules.authentication, modules.verification);

  const getMemberTokens: OAuthAuth['getMemberTokens'] = async (code, state, oauthData, call) => {
    assertAuthorizationResponse(code, state, oauthData);
    return grants.authorizationCode(code, oauthData.codeVerifier, oauthData.redirectUri, call);
  };
  const directLoginDeps = {
    redirects: modules.redirects,
    clientId,
    clock: context.clock,
    timeoutMs: options.directLoginTimeoutMs ?? DIRECT_LOGIN_TIMEOUT_MS,
    exchangeCode: getMemberTokens,
  };

  const auth: OAuthAuth = {
    generateVisitorTokens: (tokens, call) => lifecycle.generateVisitorTokens(tokens, call),
    renewToken: (refreshToken, call) => lifecycle.renewToken(refreshToken, call),
    getTokens: () => store.current(),
    setTokens: (tokens) => store.replace(tokens).then(sync.announce),
    loggedIn: () => store.current().refreshToken.role === 'member',
    onTokensChange: (listener) => store.onChange(listener),
    register: (params, call) => flows.register(params, call),
    login: (params, call) => flows.login(params, call),
    processVerification: (inputs, state, call) => flows.processVerification(inputs, state, call),
    sendPasswordResetEmail: (email, redirectUri, call) =>
      modules.recovery.sendRecoveryEmail(email, { redirect: { url: redirectUri, clientId } }, call),
    generateOAuthData: (redirectUri, originalUri) => generateOAuthData(redirectUri, originalUri),
    getAuthUrl: (oauthData, authUrlOptions, call) =>
      getAuthUrl(modules.redirects, clientId, oauthData, authUrlOptions, call),
    parseFromUrl: (url, responseMode) => parseFromUrl(url, responseMode),
    getMemberTokens,
    getMemberTokensForDirectLogin: (sessionToken, call) => directLogin(directLoginDeps, sessionToken, call),
    async getMemberTokensForExternalLogin(memberId, apiKey, call) {
      const { accessToken } = await lifecycle.ensureTokens(call?.signal);
      return grants.authorizedClient(memberId, accessToken.value, apiKey, call);
    },
    async logout(originalUrl, call) {
      const { redirectSession } = await modules.redirects.createRedirectSession(
        { logout: { clientId }, callbacks: { postFlowUrl: originalUrl } },
        call,
      );
      await store.clear();
      sync.announce();
      return { logoutUrl: hostedPageUrl(redirectSession?.fullUrl) };
    },
    sessions: createSessionSync({
      redirects: modules.redirects,
      clock: context.clock,
      storageKey: `sitekit.${clientId}.redirectSessionLastPreWarm`,
      loadTimeoutMs: options.sessionSyncTimeoutMs ?? SESSION_SYNC_LOAD_TIMEOUT_MS,
    }),
  };

  const credentials: CredentialProvider = {
    headersFor: async (signal) => ({ Authorization: (await lifecycle.ensureTokens(signal)).accessToken.value }),
    renewAfterUnauthorized: async (rejected, signal) => {
      await raceAbort(signal, () => lifecycle.renewAfterUnauthorized(rejected));
      return true;
    },
  };
  return { auth, credentials };
}
