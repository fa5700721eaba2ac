import type * as z from 'zod/mini';
import { fieldFailure } from '../errors.js';
import { validate } from './input.js';
import type { OneOfRule } from './one-of-rules.js';

/**
 * The official client repeats path ids in the body or query; the path wins, and a different copy is an error, named
 * after the copy's `field`.
 */
export function assertSameId(copy: string | undefined, id: string, field = 'id'): void {
  if (copy !== undefined && copy !== id) throw fieldFailure(field, 'must equal the id in the path');
}

/** The path's `id` and the validated body, whose copy of the id (if any) must equal it. */
export function idAndBody<Path extends z.ZodMiniType<{ id: string }>, Body extends z.ZodMiniType<{ id?: string }>>(
  request: { params: unknown; body: unknown },
  pathSchema: Path,
  bodySchema: Body,
  rules: OneOfRule[] = [],
): { id: string; body: z.output<Body> } {
  const { id } = validate(pathSchema, request.params);
  const body = validate(bodySchema, request.body, rules);
  assertSameId(body.id, id);
  return { id, body };
}
