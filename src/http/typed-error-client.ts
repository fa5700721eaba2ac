import type { Client } from '../../generated/client/index.js';
import type { ArgumentPaths } from '../errors/argument-names.js';
import { failureMapping } from './load-failure-mapping.js';

type Validator = (data: unknown) => Promise<unknown>;
type AnyOptions = Record<string, unknown> & {
  requestValidator?: Validator;
  responseValidator?: Validator;
  /** The operation's argument names (src/http/call-operation.ts): field violations are reported on them. */
  argumentPaths?: ArgumentPaths;
};
type MethodFn = (options: AnyOptions) => Promise<unknown>;

const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'connect', 'trace', 'request'] as const;

/**
 * A view of a generated client whose calls always throw, and throw their failures as SiteErrors (src/errors/
 * map-failure.ts): the one place where a sent request's failure is mapped, whatever failed (the transport, the
 * platform's answer, a zod validator passed to a generated function, whose errors say which side was wrong). The
 * interceptors only renew and retry; a request that fails its check before it is sent is mapped by that check
 * (src/http/operation.ts).
 */
export function withTypedErrors(client: Client): Client {
  const wrapped: Record<string, unknown> = { ...client };
  for (const name of METHODS) {
    const method = (client as unknown as Record<string, MethodFn>)[name];
    if (method) wrapped[name] = (callOptions: AnyOptions) => callWithTypedErrors(method, callOptions);
  }
  return wrapped as unknown as Client;
}

async function callWithTypedErrors(method: MethodFn, { argumentPaths, ...options }: AnyOptions): Promise<unknown> {
  try {
    return await method({
      ...options,
      throwOnError: true,
      requestValidator: guard(options.requestValidator, 'request'),
      responseValidator: guard(options.responseValidator, 'response'),
    });
  } catch (error) {
    throw (await failureMapping()).mapFailure(error, { argumentPaths });
  }
}

/** A validator's failure, mapped as a failure of the side it checked (the call's mapping then keeps it). */
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
