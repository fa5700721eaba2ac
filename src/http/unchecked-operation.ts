import type { Operation } from './operation.js';
import { rejectTangled, tangleOf } from './tangled-request.js';

/**
 * A row for a request that sitekit builds itself, whose contract schema could only fail on sitekit's own bug: only
 * the tangle guard runs, and neither zod nor a schema is loaded for it (docs/decisions.md#22).
 */
export function uncheckedOperation<F extends Operation['send']>(send: F): Operation<F> {
  return {
    send,
    argumentPaths: [],
    read: false,
    checkRequest: (value) => {
      const tangle = tangleOf(value);
      return tangle ? rejectTangled(tangle) : undefined;
    },
  };
}
