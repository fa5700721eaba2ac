import { expect, inject } from 'vitest';
import { createSiteClient, getSiteContext, type AuthStrategy } from '../../../src/index.js';
import { validateResponses } from '../../../src/validation/index.js';
import { recordResponses, type RecordedResponse } from './prism-client.js';

/** The contract suites fail on any answer off the contract. */
const STRICT = validateResponses({ strict: true });

/** A site client on Prism, without retries and strict about answers, recording every answer it gets into `seen`. */
export function prismSiteClient<S extends AuthStrategy>(auth: S, seen: RecordedResponse[]) {
  const site = createSiteClient({ auth, baseURL: inject('prismUrl'), retry: false, responseValidation: STRICT });
  recordResponses(getSiteContext(site).client.instance, seen);
  return site;
}

/** Checks, test by test, which calls were recorded in `seen` and that Prism accepted them; `skip` leaves calls out. */
export function acceptedCalls(seen: RecordedResponse[], skip: (call: RecordedResponse) => boolean = () => false) {
  let mark = 0;
  return {
    /** The calls since the last check went to these endpoints (`METHOD /path`), each 2xx and without violations. */
    expectAccepted(...expected: string[]): void {
      const calls = seen.slice(mark).filter((call) => !skip(call));
      mark = seen.length;
      expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(expected);
      for (const call of calls) {
        expect(call.status, `${call.method} ${call.path}`).toBeGreaterThanOrEqual(200);
        expect(call.status, `${call.method} ${call.path}`).toBeLessThan(300);
        expect(call.violations, `${call.method} ${call.path}: ${call.violations}`).toBeUndefined();
      }
    },
    /** Leaves the calls recorded so far out of the next check (a test that expects a refusal). */
    passOver(): void {
      mark = seen.length;
    },
  };
}
