import * as z from 'zod/mini';
import * as schemas from '../../generated/zod-lazy.gen.js';
import { isZodLikeError, requestValidationError } from '../errors/map-zod-error.js';
import { useEnglishZodMessages } from '../errors/zod-messages.js';

useEnglishZodMessages();

type Part = 'Body' | 'Path' | 'Query';
const built = new Map<string, z.ZodMiniType>();

/** The generated schema of one part of an operation's request, by the zod plugin's naming: `zGetProductPath`. */
function partSchema(operation: string, part: Part): z.ZodMiniType | undefined {
  const name = `z${operation[0]?.toUpperCase()}${operation.slice(1)}${part}`;
  return (schemas as unknown as Record<string, (() => z.ZodMiniType) | undefined>)[name]?.();
}

/** As the generated validators compose it: a part the operation lacks must be absent, the query is optional. */
function composeRequestSchema(operation: string): z.ZodMiniType {
  return z.object({
    body: partSchema(operation, 'Body') ?? z.optional(z.never()),
    path: partSchema(operation, 'Path') ?? z.optional(z.never()),
    query: z.optional(partSchema(operation, 'Query') ?? z.never()),
  });
}

/** The operation's request schema, built on its first call. */
export function requestSchema(operation: string): z.ZodMiniType {
  let schema = built.get(operation);
  if (!schema) built.set(operation, (schema = composeRequestSchema(operation)));
  return schema;
}

/** Throws a SiteRequestValidationError (fields named inside `body`, `path` or `query`) when `request` is off contract. */
export function checkRequest(operation: string, request: unknown): void {
  const result = requestSchema(operation).safeParse(request);
  if (!result.success) throw isZodLikeError(result.error) ? requestValidationError(result.error) : result.error;
}
