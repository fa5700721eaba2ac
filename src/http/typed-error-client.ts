import type { Client } from '../../generated/client/index.js';
import { isSiteError } from '../errors/guards.js';
import { failureMapping, siteErrorFor } from '../errors/load-failure-mapping.js';

type Validator = (data: unknown) => Promise<unknown>;
type AnyOptions = Record<string, unknown> & { requestValidator?: Validator; responseValidator?: Validator };
type MethodFn = (options: AnyOptions) => Promise<unknown>;

const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'connect', 'trace', 'request'] as const;

/**
 * A view of a generated client whose calls always throw, and only throw SiteErrors: zod request and response
 * validators passed to a generated function are wrapped so that their errors say which side was wrong.
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
      requestValidator: guard(options.requestValidator, 'requestValidationError'),
      responseValidator: guard(options.responseValidator, 'responseValidationError'),
    });
  } catch (error) {
    throw isSiteError(error) || !isAxiosLike(error) ? error : await siteErrorFor(error);
  }
}

function guard(
  validator: Validator | undefined,
  side: 'requestValidationError' | 'responseValidationError',
): Validator | undefined {
  if (!validator) return undefined;
  return async (data) => {
    try {
      return await validator(data);
    } catch (error) {
      const mapping = await failureMapping();
      throw mapping.isZodLikeError(error) ? mapping[side](error) : error;
    }
  };
}

function isAxiosLike(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}
