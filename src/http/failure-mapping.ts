/**
 * What only a failed call runs: the handling of a failed request (renewal after a 401, retries), the one mapping of a
 * failed call to SiteErrors (src/errors/map-failure.ts) and the errors of the client's own checks. One module, so that
 * a code-splitting bundler makes one lazy chunk of it. Loaded on the first failure (./load-failure-mapping.ts), so
 * that an app's first load does not carry it (docs/decisions.md#18).
 */
export { createFailureHandler } from './response-interceptor.js';
export { mapFailure } from '../errors/map-failure.js';
export { useEnglishZodMessages } from '../errors/zod-messages.js';
export { unreadableResponseError } from '../errors/unreadable-response.js';
export { tangledRequestError } from '../errors/tangled-request.js';
export { toTokenError } from '../errors/token-failure.js';
export { isSiteTokenError } from '../errors/guards.js';
