import * as z from 'zod/mini';

type Schema = z.ZodMiniType;

interface RequestParts {
  body?: Schema;
  path?: Schema;
  query?: Schema;
}

export interface OperationValidators {
  requestValidator: (data: unknown) => Promise<unknown>;
  responseValidator: (data: unknown) => Promise<unknown>;
}

/**
 * The same checks as the generated SDK's validators, with the request schema built once instead of on every call
 * (the generated validator constructs `z.object({ body, path, query })` per request, which dominates the per-call cost
 * of the stack). Composition follows the generated code: a part the operation lacks must be absent, query is optional.
 */
export function operationValidators(parts: RequestParts, response: Schema): OperationValidators {
  let requestSchema: Schema | undefined;
  const buildRequestSchema = () =>
    z.object({
      body: parts.body ?? z.optional(z.never()),
      path: parts.path ?? z.optional(z.never()),
      query: z.optional(parts.query ?? z.never()),
    });
  return {
    requestValidator: (data) => (requestSchema ??= buildRequestSchema()).parseAsync(data),
    responseValidator: (data) => response.parseAsync(data),
  };
}
