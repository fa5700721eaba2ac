import type * as z from 'zod/mini';
import { responseSchemas } from '../../generated/response-schemas.gen.js';
import { isZodLikeError, responseValidationError } from '../errors/map-zod-error.js';
import type { SiteResponseValidationError } from '../errors/transport-errors.js';
import type { ResponseCheck } from '../http/response-check.js';
import { useEnglishZodMessages } from '../errors/zod-messages.js';

/** An answer that does not match the contract; `error` lists every mismatch. */
export interface ResponseMismatch {
  /** The operation, as named in the contract (`getProduct`). */
  operation: string;
  error: SiteResponseValidationError;
}

export interface ResponseValidationOptions {
  /** Fail the call with a SiteResponseValidationError instead of reporting it. For tests; default false. */
  strict?: boolean;
  /** Where a tolerant check reports a mismatch; by default `console.warn`. */
  onMismatch?: (mismatch: ResponseMismatch) => void;
}

const warn = ({ operation, error }: ResponseMismatch) => console.warn(`sitekit: ${operation}: ${error.message}`);

/**
 * Checks every answer against the contract's response schema of its operation (`z<Operation>Response`). Tolerant by
 * default: an answer the contract does not describe (a new enum value or login state, a timestamp with an offset, a
 * missing field) is reported and passed on as it arrived, so it never fails a call. Strict: such an answer fails
 * the call. Unknown fields are passed on in both modes.
 */
export function validateResponses(options: ResponseValidationOptions = {}): ResponseCheck {
  const report = options.onMismatch ?? warn;
  useEnglishZodMessages();
  return {
    check(operation, data) {
      const result = responseSchema(operation)?.safeParse(data);
      if (!result || result.success || !isZodLikeError(result.error)) return;
      const error = responseValidationError(result.error);
      if (options.strict) throw error;
      report({ operation, error });
    },
  };
}

function responseSchema(operation: string): z.ZodMiniType | undefined {
  return Object.hasOwn(responseSchemas, operation) ? responseSchemas[operation]!() : undefined;
}
