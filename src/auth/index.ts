export {
  OAuthStrategy,
  DIRECT_LOGIN_TIMEOUT_MS,
  type OAuthStrategyOptions,
  type OAuthStrategyDescriptor,
} from './oauth-strategy.js';
export {
  ApiKeyStrategy,
  type ApiKeyStrategyOptions,
  type ApiKeyStrategyDescriptor,
  type ApiKeyAuth,
} from './api-key-strategy.js';
export type { OAuthAuth } from './oauth-auth.js';
export type { OAuthTokens } from './oauth-tokens.js';
export { TokenRole, type AccessToken, type RefreshToken, type Tokens } from './tokens.js';
export {
  LoginState,
  type LoginErrorCode,
  type StateMachine,
  type SuccessState,
  type FailureState,
  type EmailVerificationRequiredState,
  type OwnerApprovalRequiredState,
} from './login-state.js';
export { APPLICATION_ERROR_CODES } from './login-error-codes.js';
export type { RegisterParams, LoginParams, VerificationInputs } from './login-flows.js';
export { CAPTCHA_VISIBLE_SITE_KEY, CAPTCHA_INVISIBLE_SITE_KEY, type CaptchaTokens } from './captcha-tokens.js';
export type { OAuthData, AuthorizationResponse, ResponseMode } from './oauth-data.js';
export { IDP_CONNECTION_IDS, type AuthUrl, type AuthUrlOptions } from './auth-url.js';
export { generateCodeVerifier, codeChallengeS256 } from './pkce.js';
export { SESSION_SYNC_PERIOD_MS, type SessionSync, type SessionSyncOptions } from './session-sync.js';
export { DEFAULT_LEEWAY_SECONDS } from './token-lifecycle.js';
