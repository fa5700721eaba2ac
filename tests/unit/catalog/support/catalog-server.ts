import { HttpResponse } from 'msw';
import { createClient, createConfig } from '../../../../generated/client/index.js';
import { systemClock } from '../../../../src/core/clock.js';
import type { SiteContext } from '../../../../src/core/site-context.js';
import { wholeTable } from '../../../../src/http/whole-table.js';
import { withTypedErrors } from '../../../../src/http/typed-error-client.js';
import { validateResponses } from '../../../../src/validation/index.js';
import { API } from '../../support/recording-server.js';

export { API, type RecordedRequest, useRecordingServer as useCatalogServer } from '../../support/recording-server.js';

/**
 * A site context on a generated client pointed at the test server, without credentials or retries, that throws
 * SiteErrors only, as a site client's does, and checks answers strictly.
 */
export function testContext(): SiteContext {
  return {
    client: withTypedErrors(createClient(createConfig({ baseURL: API }))),
    baseURL: API,
    clock: systemClock,
    responseCheck: validateResponses({ strict: true }),
    operations: wholeTable,
  };
}

export function decodeEncodedRequest(encoded: string): unknown {
  return JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
}

/** A validation failure in the platform's error envelope. */
export function validationFailure(fields: string[]): Response {
  return HttpResponse.json(
    {
      message: 'invalid request',
      details: {
        validationError: {
          fieldViolations: fields.map((field) => ({ field, description: 'is invalid', violatedRule: 'VALIDATION' })),
        },
      },
    },
    { status: 400, headers: { 'x-wix-request-id': 'req-1' } },
  );
}
