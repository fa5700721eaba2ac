import type { SiteContext } from '../core/site-context.js';
import type { CredentialProvider } from '../http/credential-provider.js';
import type { AuthenticationModule } from '../identity/authentication.js';
import type { RecoveryModule } from '../identity/recovery.js';
import type { VerificationModule } from '../identity/verification.js';
import type { RedirectsModule } from '../redirects/redirects.js';
import { tokenStorageKey } from '../storage/storage-adapter.js';
import { getAuthUrl, type AuthUrl, type AuthUrlOptions } from './auth-url.js';
import { assertAuthorizationResponse } from './authorization-code.js';
import { awaitFrameAuthorization, DIRECT_LOGIN_TIMEOUT_MS } from './direct-login-frame.js';
import { LoginFlows, type LoginParams, type RegisterParams, type VerificationInputs } from './login-flows.js';
import type { StateMachine } from './login-state.js';
import { generateOAuthData, parseFromUrl, type AuthorizationResponse, type OAuthData } from './oauth-data.js';
import type { OAuthStrategyOptions } from './oauth-strategy.js';
import { createSessionSync, SESSION_SYNC_LOAD_TIMEOUT_MS, type SessionSync } from './session-prewarm.js';
import { TokenGrants } from './token-grants.js';
import { DEFAULT_LEEWAY_SECONDS, TokenLifecycle } from './token-lifecycle.js';
import { TokenStore } from './token-store.js';
import type { RefreshToken, Tokens } from './tokens.js';

/** `site.auth` of a client built with OAuthStrategy; names and argument order follow the official client. */
export interface OAuthAuth {
  /** Usable tokens: the given ones if still valid, else refreshed, else a new visitor's. Does not store them. */
  generateVisitorTokens(tokens?: Partial<Tokens>): Promise<Tokens>;
  /** A refresh-token grant; keeps the role, and a rotated refresh token when one is returned. Does not store. */
  renewToken(refreshToken: RefreshToken): Promise<Tokens>;
  getTokens(): Tokens;
  /** Replaces this client's tokens (in memory at once; the returned promise settles once persisted). */
  setTokens(tokens: Tokens): Promise<void>;
  /** True only when the refresh token is a member's. */
  loggedIn(): boolean;
  register(params: RegisterParams): Promise<StateMachine>;
  login(params: LoginParams): Promise<StateMachine>;
  processVerification(inputs: VerificationInputs, state?: StateMachine): Promise<StateMachine>;
  sendPasswordResetEmail(email: string, redirectUri: string): Promise<void>;
  generateOAuthData(redirectUri?: string, originalUri?: string): Promise<OAuthData>;
  getAuthUrl(oauthData: OAuthData, options?: AuthUrlOptions): Promise<AuthUrl>;
  parseFromUrl(url?: string, responseMode?: 'fragment' | 'query'): AuthorizationResponse;
  /** Exchanges the code of the authorization-code flow for member tokens. Does not store them. */
  getMemberTokens(code: string | undefined, state: string | undefined, oauthData: OAuthData): Promise<Tokens>;
  /** Member tokens for a session token, through a hidden frame (browser only). Does not store them. */
  getMemberTokensForDirectLogin(sessionToken: string): Promise<Tokens>;
  /** Member tokens for a member id, for a trusted backend holding an API key. Does not store them. */
  getMemberTokensForExternalLogin(memberId: string, apiKey: string): Promise<Tokens>;
  /** The hosted logout page's URL; this client's tokens are cleared to role `none`. */
  logout(originalUrl: string): Promise<{ logoutUrl: string }>;
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
  const store = new TokenStore(options.storage, tokenStorageKey(clientId), options.tokens);
  const grants = new TokenGrants(context, clientId, options.tokenRequestHeaders);
  const lifecycle = new TokenLifecycle(store, grants, context.clock, options.leewaySeconds ?? DEFAULT_LEEWAY_SECONDS);
  const flows = new LoginFlows(modules.authentication, modules.verification);

  const getMemberTokens = async (code: string | undefined, state: string | undefined, oauthData: OAuthData) => {
    assertAuthorizationResponse(code, state, oauthData);
    return grants.authorizationCode(code, oauthData.codeVerifier, oauthData.redirectUri);
  };

  const auth: OAuthAuth = {
    generateVisitorTokens: (tokens) => lifecycle.generateVisitorTokens(tokens),
    renewToken: (refreshToken) => lifecycle.renewToken(refreshToken),
    getTokens: () => store.current(),
    setTokens: (tokens) => store.replace(tokens),
    loggedIn: () => store.current().refreshToken.role === 'member',
    register: (params) => flows.register(params),
    login: (params) => flows.login(params),
    processVerification: (inputs, state) => flows.processVerification(inputs, state),
    sendPasswordResetEmail: (email, redirectUri) =>
      modules.recovery.sendRecoveryEmail(email, { redirect: { url: redirectUri, clientId } }),
    generateOAuthData: (redirectUri, originalUri) => generateOAuthData(redirectUri, originalUri),
    getAuthUrl: (oauthData, authUrlOptions) => getAuthUrl(modules.redirects, clientId, oauthData, authUrlOptions),
    parseFromUrl: (url, responseMode) => parseFromUrl(url, responseMode),
    getMemberTokens,
    async getMemberTokensForDirectLogin(sessionToken) {
      const oauthData = await generateOAuthData(undefined);
      const { authUrl, authorizationEndpoint } = await getAuthUrl(modules.redirects, clientId, oauthData, {
        prompt: 'none',
        responseMode: 'web_message',
        sessionToken,
      });
      const answer = await awaitFrameAuthorization({
        url: authUrl,
        expectedOrigin: new URL(authorizationEndpoint ?? authUrl).origin,
        state: oauthData.state,
        timeoutMs: options.directLoginTimeoutMs ?? DIRECT_LOGIN_TIMEOUT_MS,
        clock: context.clock,
      });
      return getMemberTokens(answer.code, answer.state, oauthData);
    },
    async getMemberTokensForExternalLogin(memberId, apiKey) {
      const { accessToken } = await lifecycle.ensureTokens();
      return grants.authorizedClient(memberId, accessToken.value, apiKey);
    },
    async logout(originalUrl) {
      const { redirectSession } = await modules.redirects.createRedirectSession({
        logout: { clientId },
        callbacks: { postFlowUrl: originalUrl },
      });
      await store.clear();
      return { logoutUrl: redirectSession.fullUrl };
    },
    sessions: createSessionSync({
      redirects: modules.redirects,
      clock: context.clock,
      storageKey: `sitekit.${clientId}.redirectSessionLastPreWarm`,
      loadTimeoutMs: options.sessionSyncTimeoutMs ?? SESSION_SYNC_LOAD_TIMEOUT_MS,
    }),
  };

  const credentials: CredentialProvider = {
    headersFor: async () => ({ Authorization: (await lifecycle.ensureTokens()).accessToken.value }),
    renewAfterUnauthorized: async (rejected) => {
      await lifecycle.renewAfterUnauthorized(rejected);
      return true;
    },
  };
  return { auth, credentials };
}
