import * as z from 'zod';

type Schema = z.ZodType;

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
      body: parts.body ?? z.never().optional(),
      path: parts.path ?? z.never().optional(),
      query: parts.query ? parts.query.optional() : z.never().optional(),
    });
  return {
    requestValidator: (data) => (requestSchema ??= buildRequestSchema()).parseAsync(data),
    responseValidator: (data) => response.parseAsync(data),
  };
}
