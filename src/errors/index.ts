export { SITE_ERROR_BRAND, SiteError, type SiteErrorInit, type SiteErrorKind } from './site-error.js';
export { type FieldViolation, formatViolations } from './field-violation.js';
export { SiteValidationError, SiteRequestValidationError } from './validation-error.js';
export { SiteApplicationError, type ApplicationErrorFields } from './application-error.js';
export { SiteRevisionConflictError, REVISION_MISMATCH, type ConflictingEntity } from './revision-conflict-error.js';
export { SiteCatalogVersionError, type SiteCatalogVersion } from './catalog-version-error.js';
export {
  SiteHttpError,
  SiteSystemError,
  SiteNetworkError,
  SiteTimeoutError,
  SiteAbortError,
  SiteResponseValidationError,
} from './transport-errors.js';
export { SiteTokenError, TOKEN_ERROR_PREFIX } from './token-error.js';
export {
  SiteOAuthFlowError,
  OAUTH_FLOW_FAILURES,
  authorizationError,
  type OAuthFlowFailure,
} from './oauth-flow-error.js';
export * from './guards.js';
export { mapFailedResponse, type FailedResponse } from './map-response-error.js';
export { mapTransportError } from './map-transport-error.js';
