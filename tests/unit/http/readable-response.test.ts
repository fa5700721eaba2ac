import type { AxiosResponse } from 'axios';
import { describe, expect, it } from 'vitest';
import { isSiteResponseValidationError } from '../../../src/errors/index.js';
import { readableResponse } from '../../../src/http/readable-response.js';
import { failure } from '../support/failure.js';

const answer = (data: unknown) => ({ data, status: 200, statusText: 'OK', headers: {} }) as AxiosResponse;

describe('readableResponse', () => {
  it.each(['', undefined, null])('reads an empty body (%j) as {}', (data) => {
    expect((readableResponse(answer(data)) as AxiosResponse).data).toEqual({});
  });

  it('passes a JSON object unchanged', () => {
    expect((readableResponse(answer({ product: { id: 'p1' } })) as AxiosResponse).data).toEqual({
      product: { id: 'p1' },
    });
  });

  it.each(['<html></html>', '{"products":[', 0, true])(
    'refuses a body that is not a JSON object (%j)',
    async (data) => {
      const error = await failure(Promise.resolve(readableResponse(answer(data))), isSiteResponseValidationError);
      expect(error.code).toBe('UNREADABLE_RESPONSE');
    },
  );
});
