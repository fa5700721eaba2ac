import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { Client } from '../../../generated/client/index.js';
import {
  isSiteNetworkError,
  isSiteResponseValidationError,
  isSiteValidationError,
  type SiteValidationError,
} from '../../../src/errors/index.js';
import { withTypedErrors } from '../../../src/http/typed-error-client.js';
import { checkedTable } from '../../../src/http/whole-table.js';
import { failure } from '../support/failure.js';

const { updateProduct } = await checkedTable();

type Options = Record<string, unknown> & { responseValidator?: (data: unknown) => Promise<unknown> };

/** A generated client whose `post` does what `send` does with the options it is given, and keeps them. */
function clientThat(send: (options: Options) => Promise<unknown>): { client: Client; given: Options[] } {
  const given: Options[] = [];
  const client = {
    post: (options: Options) => {
      given.push(options);
      return send(options);
    },
  } as unknown as Client;
  return { client: withTypedErrors(client), given };
}

const refusedWithViolation = () => {
  const headers = new AxiosHeaders();
  const envelope = {
    message: 'invalid',
    details: { validationError: { fieldViolations: [{ field: 'product.id', description: 'must be set' }] } },
  };
  return new AxiosError('failed', 'ERR_BAD_REQUEST', undefined, undefined, {
    status: 400,
    statusText: 'Bad Request',
    headers,
    config: { headers },
    data: envelope,
  });
};

describe('withTypedErrors', () => {
  it('maps a failure of the transport to its SiteError', async () => {
    const { client } = clientThat(() => Promise.reject(new AxiosError('connect ECONNREFUSED', 'ECONNREFUSED')));
    await failure(client.post({ url: '/x' }), isSiteNetworkError);
  });

  it("names the platform's field violations after the call's arguments, and keeps those names off the request", async () => {
    const { client, given } = clientThat(() => Promise.reject(refusedWithViolation()));
    const error = await failure<SiteValidationError>(
      client.post({ url: '/x', argumentPaths: updateProduct.argumentPaths } as never),
      isSiteValidationError,
    );
    expect(error.fieldViolations.map(({ field }) => field)).toEqual(['id']);
    expect(given[0]).not.toHaveProperty('argumentPaths');
  });

  it("maps a response validator's failure as the answer's", async () => {
    const { client } = clientThat((options) => options.responseValidator!({ id: 1 }));
    const responseValidator = async (data: unknown) => z.object({ id: z.string() }).parse(data);
    await failure(client.post({ url: '/x', responseValidator } as never), isSiteResponseValidationError);
  });
});
