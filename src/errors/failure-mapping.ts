/**
 * What only a failed call runs: the mapping of transport, response and zod failures to SiteErrors, and the argument
 * names that relabel field violations. Loaded on the first failure (src/errors/load-failure-mapping.ts), so that an
 * app's first load does not carry it (docs/decisions.md#18).
 */
export { mapTransportError } from './map-transport-error.js';
export { isZodLikeError, requestValidationError, responseValidationError } from './map-zod-error.js';
export { useEnglishZodMessages } from './zod-messages.js';
export { relabelForCall } from '../catalog/catalog-errors.js';
