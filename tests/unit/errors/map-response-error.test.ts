import { describe, expect, it } from 'vitest';
import {
  isSiteApplicationError,
  isSiteError,
  isSiteHttpError,
  isSiteSystemError,
  isSiteValidationError,
  mapFailedResponse,
  SiteValidationError,
} from '../../../src/errors/index.js';

const base = { status: 400, statusText: 'Bad Request', requestId: 'req-1' };

describe('mapFailedResponse', () => {
  it('formats field violations as INVALID_ARGUMENT sorted by field name, joined with ", "', () => {
    const error = mapFailedResponse({
      ...base,
      body: {
        message: 'bad',
        details: {
          validationError: {
            fieldViolations: [
              { field: 'product.price', description: 'must be positive', violatedRule: 'MIN' },
              { field: 'product.name', description: 'must not be empty', violatedRule: 'REQUIRED_FIELD' },
              { field: 'Zeta', description: 'upper case sorts first' },
            ],
          },
        },
      },
    });
    expect(isSiteValidationError(error)).toBe(true);
    expect(error.message).toBe(
      'INVALID_ARGUMENT: "Zeta" upper case sorts first, "product.name" must not be empty, "product.price" must be positive',
    );
    expect(error.code).toBe('INVALID_ARGUMENT');
    expect(error.status).toBe(400);
    expect(error.requestId).toBe('req-1');
    expect((error as SiteValidationError).fieldViolations.map((v) => v.field)).toEqual([
      'Zeta',
      'product.name',
      'product.price',
    ]);
  });

  it('keeps application code, description and data; message joins server message and description', () => {
    const error = mapFailedResponse({
      ...base,
      status: 409,
      body: {
        message: 'Conflict',
        details: { applicationError: { code: 'DUPLICATE_EMAIL', description: 'exists', data: { a: 1 } } },
      },
    });
    expect(isSiteApplicationError(error)).toBe(true);
    expect(error.message).toBe('Conflict: exists');
    expect(error.code).toBe('DUPLICATE_EMAIL');
    expect(error.details).toEqual({
      applicationError: { code: 'DUPLICATE_EMAIL', description: 'exists', data: { a: 1 } },
    });
    if (isSiteApplicationError(error)) expect(error.applicationError.data).toEqual({ a: 1 });
  });

  it('uses one of message and description when they are equal, and defaults data to {}', () => {
    const error = mapFailedResponse({
      ...base,
      body: { message: 'same', details: { applicationError: { code: '-19976', description: 'same' } } },
    });
    expect(error.message).toBe('same');
    expect(error.code).toBe('-19976');
    if (isSiteApplicationError(error)) expect(error.applicationError.data).toEqual({});
  });

  it('maps a numeric application code to its string form', () => {
    const error = mapFailedResponse({
      ...base,
      body: { details: { applicationError: { code: -19995, description: 'd' } } },
    });
    expect(error.code).toBe('-19995');
  });

  it('maps another 4xx without details to an HTTP error coded from the status text', () => {
    const error = mapFailedResponse({
      ...base,
      status: 404,
      statusText: 'Not Found',
      body: { message: 'Product not found' },
    });
    expect(isSiteHttpError(error)).toBe(true);
    expect(error.code).toBe('NOT_FOUND');
    expect(error.message).toBe('Product not found');
    expect(error.status).toBe(404);
  });

  it('maps a 5xx to "System error occurred, request-id: …"', () => {
    const error = mapFailedResponse({
      status: 503,
      statusText: 'Service Unavailable',
      requestId: '1732.99',
      body: { message: 'down', details: { systemError: { errorCode: 'INTERNAL' } } },
    });
    expect(isSiteSystemError(error)).toBe(true);
    expect(error.message).toBe('System error occurred, request-id: 1732.99');
    expect(error.code).toBe('SERVICE_UNAVAILABLE');
    expect(error.details).toEqual({ systemError: { errorCode: 'INTERNAL' } });
  });

  it('never throws on odd bodies', () => {
    for (const body of [
      null,
      undefined,
      '',
      'not json',
      '{"details":{"validationError":{"fieldViolations":[null]}}}',
      42,
      [],
    ]) {
      const error = mapFailedResponse({ status: 500, statusText: '', requestId: undefined, body });
      expect(isSiteError(error)).toBe(true);
    }
    const parsed = mapFailedResponse({
      status: 400,
      statusText: 'Bad Request',
      requestId: undefined,
      body: '{"details":{"validationError":{"fieldViolations":[null]}}}',
    });
    expect(parsed.message).toBe('INVALID_ARGUMENT: "" ');
  });

  it('reports a system error without request id by status', () => {
    const error = mapFailedResponse({ status: 502, statusText: 'Bad Gateway', requestId: undefined, body: '' });
    expect(error.message).toBe('System error occurred: HTTP 502 Bad Gateway');
  });
});

describe('an answer with very many field violations', () => {
  it('keeps the first 100, counts the rest and says so in the message', () => {
    const fieldViolations = Array.from({ length: 16_000 }, (_, i) => ({ field: `f${i}`, description: 'is wrong' }));
    const error = mapFailedResponse({
      status: 400,
      statusText: 'Bad Request',
      requestId: 'rid',
      body: { message: 'invalid', details: { validationError: { fieldViolations } } },
    });
    expect(isSiteValidationError(error) && error.fieldViolations).toHaveLength(100);
    expect(isSiteValidationError(error) && error.omittedViolations).toBe(15_900);
    expect(error.message).toMatch(/\(and 15900 more\)$/);
    expect(error.message.length).toBeLessThan(2_000);
  });
});
