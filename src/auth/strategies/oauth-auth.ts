import type { SiteContext } from '../../core/site-context.js';
import type { CallOptions } from '../../http/call-options.js';
import type { CredentialProvider } from '../../http/credential-provider.js';
import type { AuthenticationModule } from '../../identity/authentication.js';
import type { RecoveryModule } from '../../identity/recovery.js';
import type { VerificationModule } from '../../identity/verification.js';
import type { RedirectsModule } from '../../redirects/redirects.js';
import { getAuthUrl, type AuthUrl, type AuthUrlOptions } from '../login/auth-url.js';
import { assertAuthorizationResponse } from '../login/authorization-code.js';
import { hostedPageUrl } from '../login/hosted-page-url.js';
import type { LoginFlows, LoginParams, RegisterParams, VerificationInputs } from '../login/login-flows.js';
import type { StateMachine } from '../login/login-state.js';
import { generateOAuthData, parseFromUrl, type AuthorizationResponse, type OAuthData } from '../login/oauth-data.js';
import { DIRECT_LOGIN_TIMEOUT_MS, type OAuthStrategyOptions } from './oauth-strategy.js';
import type { Tokens } from '../session/tokens.js';
import { createOAuthTokens, type OAuthTokens } from '../session/oauth-tokens.js';
import { createSessionSync, SESSION_SYNC_LOAD_TIMEOUT_MS, type SessionSync } from '../frames/session-sync.js';

/**
 * `site.auth` of a client built with OAuthStrategy; names and argument order follow the official client. Every method
 * that sends a request takes a trailing `call` (`signal`, `timeoutMs`); an abort rejects with a SiteAbortError.
 */
export interface OAuthAuth extends OAuthTokens {
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
  const { tokens, credentials, store, sync, grants, lifecycle } = createOAuthTokens(context, options);
  // The login flows and the hidden-frame login load on their first use: most visits never log in.
  let loginFlows: Promise<LoginFlows> | undefined;
  const flows = () =>
    (loginFlows ??= import('../login/login-flows.js').then(
      ({ LoginFlows }) => new LoginFlows(modules.authentication, modules.verification),
    ));

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
    ...tokens,
    register: async (params, call) => (await flows()).register(params, call),
    login: async (params, call) => (await flows()).login(params, call),
    processVerification: async (inputs, state, call) => (await flows()).processVerification(inputs, state, call),
    sendPasswordResetEmail: (email, redirectUri, call) =>
      modules.recovery.sendRecoveryEmail(email, { redirect: { url: redirectUri, clientId } }, call),
    generateOAuthData: (redirectUri, originalUri) => generateOAuthData(redirectUri, originalUri),
    getAuthUrl: (oauthData, authUrlOptions, call) =>
      getAuthUrl(modules.redirects, clientId, oauthData, authUrlOptions, call),
    parseFromUrl: (url, responseMode) => parseFromUrl(url, responseMode),
    getMemberTokens,
    getMemberTokensForDirectLogin: async (sessionToken, call) =>
      (await import('../login/direct-login.js')).directLogin(directLoginDeps, sessionToken, call),
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
  return { auth, credentials };
}
