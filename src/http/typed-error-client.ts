import type { Client } from '../../generated/client/index.js';
import { failureMapping } from './load-failure-mapping.js';

type Validator = (data: unknown) => Promise<unknown>;
type AnyOptions = Record<string, unknown> & { requestValidator?: Validator; responseValidator?: Validator };
type MethodFn = (options: AnyOptions) => Promise<unknown>;

const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'connect', 'trace', 'request'] as const;

/**
 * A view of a generated client whose calls always throw, and throw their failures as SiteErrors (src/errors/
 * map-failure.ts): zod request and response validators passed to a generated function are wrapped so that their
 * errors say which side was wrong.
 */
export function withTypedErrors(client: Client): Client {
  const wrapped: Record<string, unknown> = { ...client };
  for (const name of METHODS) {
    const method = (client as unknown as Record<string, MethodFn>)[name];
    if (method) wrapped[name] = (callOptions: AnyOptions) => callWithTypedErrors(method, callOptions);
  }
  return wrapped as unknown as Client;
}

async function callWithTypedErrors(method: MethodFn, options: AnyOptions): Promise<unknown> {
  try {
    return await method({
      ...options,
      throwOnError: true,
      requestValidator: guard(options.requestValidator, 'request'),
      responseValidator: guard(options.responseValidator, 'response'),
    });
  } catch (error) {
    throw (await failureMapping()).mapFailure(error);
  }
}

function guard(validator: Validator | undefined, check: 'request' | 'response'): Validator | undefined {
  if (!validator) return undefined;
  return async (data) => {
    try {
      return await validator(data);
    } catch (error) {
      throw (await failureMapping()).mapFailure(error, { check });
    }
  };
}
