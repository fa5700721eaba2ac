export { validateResponses, type ResponseMismatch, type ResponseValidationOptions } from './response-validation.js';
export type { ResponseCheck } from '../http/response-check.js';
