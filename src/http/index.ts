export { createHttpClient, DEFAULT_TIMEOUT_MS, type HttpClientOptions } from './create-http-client.js';
export { withTypedErrors } from './typed-error-client.js';
export type { CredentialProvider } from './credential-provider.js';
export type { SiteRequestMeta } from './request-state.js';
export { transportOptions, type CallOptions } from './call-options.js';
export { DEFAULT_RETRY, type RetryOptions } from './retry-options.js';
