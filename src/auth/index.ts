export {
  OAuthStrategy,
  DIRECT_LOGIN_TIMEOUT_MS,
  type OAuthStrategyOptions,
  type OAuthStrategyDescriptor,
} from './strategies/oauth-strategy.js';
export {
  ApiKeyStrategy,
  type ApiKeyStrategyOptions,
  type ApiKeyStrategyDescriptor,
  type ApiKeyAuth,
} from './strategies/api-key-strategy.js';
export type { OAuthAuth } from './strategies/oauth-auth.js';
export type { OAuthTokens } from './session/oauth-tokens.js';
export { TokenRole, type AccessToken, type RefreshToken, type Tokens } from './session/tokens.js';
export {
  LoginState,
  type LoginErrorCode,
  type StateMachine,
  type SuccessState,
  type FailureState,
  type EmailVerificationRequiredState,
  type OwnerApprovalRequiredState,
} from './login/login-state.js';
export { APPLICATION_ERROR_CODES } from './login/login-error-codes.js';
export type { RegisterParams, LoginParams, VerificationInputs } from './login/login-flows.js';
export { CAPTCHA_VISIBLE_SITE_KEY, CAPTCHA_INVISIBLE_SITE_KEY, type CaptchaTokens } from './login/captcha-tokens.js';
export type { OAuthData, AuthorizationResponse, ResponseMode } from './login/oauth-data.js';
export { IDP_CONNECTION_IDS, type AuthUrl, type AuthUrlOptions } from './login/auth-url.js';
export { generateCodeVerifier, codeChallengeS256 } from './login/pkce.js';
export { SESSION_SYNC_PERIOD_MS, type SessionSync, type SessionSyncOptions } from './frames/session-sync.js';
export { DEFAULT_LEEWAY_SECONDS } from './session/token-lifecycle.js';
