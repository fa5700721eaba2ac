import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  isSiteAbortError,
  isSiteNetworkError,
  isSiteRequestValidationError,
  isSiteResponseValidationError,
  isSiteTimeoutError,
  isSiteValidationError,
  type SiteValidationError,
} from '../../../src/errors/index.js';
import { mapFailure } from '../../../src/errors/map-failure.js';
import { useEnglishZodMessages } from '../../../src/errors/zod-messages.js';
import { SiteHttpError } from '../../../src/errors/transport-errors.js';
import { SiteRequestValidationError } from '../../../src/errors/validation-error.js';
import { checkedTable } from '../../../src/http/whole-table.js';

const { getProduct, updateProduct } = await checkedTable();

const responded = (status: number, data: unknown, headerValues: Record<string, string> = {}) => {
  const headers = new AxiosHeaders(headerValues);
  return new AxiosError('failed', 'ERR_BAD_REQUEST', undefined, undefined, {
    status,
    statusText: 'Bad Request',
    headers,
    config: { headers },
    data,
  });
};

const zodFailure = (schema: z.ZodMiniType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected the value to fail the schema');
  return result.error;
};

const fields = (error: unknown) => (error as SiteValidationError).fieldViolations.map((violation) => violation.field);

describe('mapFailure', () => {
  it("maps the platform's error envelope and names the call's arguments", () => {
    const envelope = {
      message: 'invalid',
      details: { validationError: { fieldViolations: [{ field: 'product.id', description: 'must be set' }] } },
    };
    const error = mapFailure(responded(400, envelope, { 'x-wix-request-id': 'r-1' }), {
      argumentPaths: updateProduct.argumentPaths,
    });
    expect(isSiteValidationError(error)).toBe(true);
    expect(isSiteRequestValidationError(error)).toBe(false);
    expect(fields(error)).toEqual(['id']);
    expect((error as SiteValidationError).requestId).toBe('r-1');
  });

  it('maps axios failures without an answer: network, timeout, abort', () => {
    const timeout = new AxiosError('timeout of 50ms exceeded', 'ECONNABORTED', {
      timeout: 50,
      headers: new AxiosHeaders(),
    });
    expect(isSiteTimeoutError(mapFailure(timeout))).toBe(true);
    expect(isSiteAbortError(mapFailure(new AxiosError('canceled', 'ERR_CANCELED')))).toBe(true);
    expect(isSiteAbortError(mapFailure(new DOMException('The user aborted a request.', 'AbortError')))).toBe(true);
    expect(isSiteNetworkError(mapFailure(new AxiosError('connect ECONNREFUSED', 'ECONNREFUSED')))).toBe(true);
  });

  it("maps a zod failure of the request on the call's arguments, and one of the answer as the answer's", () => {
    useEnglishZodMessages();
    const request = zodFailure(z.object({ query: z.object({ includeMerchantSpecificData: z.boolean() }) }), {
      query: { includeMerchantSpecificData: 'yes' },
    });
    const requestError = mapFailure(request, { check: 'request', argumentPaths: getProduct.argumentPaths });
    expect(isSiteRequestValidationError(requestError)).toBe(true);
    expect(fields(requestError)).toEqual(['options.includeMerchantSpecificData']);
    expect(isSiteRequestValidationError(mapFailure(request))).toBe(true);

    const answer = mapFailure(zodFailure(z.object({ product: z.object({ name: z.string() }) }), { product: {} }), {
      check: 'response',
    });
    expect(isSiteResponseValidationError(answer)).toBe(true);
    expect((answer as Error).message).toContain('"product.name"');
  });

  it('keeps a SiteError as it is, only renaming its fields to the arguments', () => {
    const answer = new SiteHttpError({ code: 'NOT_FOUND', message: 'no such product', status: 404 });
    expect(mapFailure(answer, { argumentPaths: getProduct.argumentPaths })).toBe(answer);
    const checked = new SiteRequestValidationError({ fieldViolations: [{ field: 'product.id', description: 'x' }] });
    expect(fields(mapFailure(checked, { argumentPaths: updateProduct.argumentPaths }))).toEqual(['id']);
  });

  it('passes a value that is no failure of the call unchanged, rather than calling it a network failure', () => {
    const bug = new TypeError("Cannot read properties of undefined (reading 'headers')");
    expect(mapFailure(bug)).toBe(bug);
    expect(mapFailure('text')).toBe('text');
  });
});
