/**
 * What only a failed call runs: the handling of a failed request (renewal after a 401, retries), the mapping of
 * transport, response and zod failures to SiteErrors, and the argument names that relabel field violations. One
 * module, so that a code-splitting bundler makes one lazy chunk of it. Loaded on the first failure (src/errors/load-failure-mapping.ts), so that an
 * app's first load does not carry it (docs/decisions.md#18).
 */
export { mapTransportError } from './map-transport-error.js';
export { isZodLikeError, requestValidationError, responseValidationError } from './map-zod-error.js';
export { useEnglishZodMessages } from './zod-messages.js';
export { unreadableResponseError } from './unreadable-response.js';
export { tangledRequestError } from './tangled-request.js';
export { relabelForArguments } from '../catalog/catalog-errors.js';
export { createFailureHandler } from '../http/response-interceptor.js';
export { toTokenError } from '../auth/grants/token-failure.js';
