import type { ArgumentPaths } from '../errors/argument-names.js';
import type { Tangle } from '../errors/tangled-request.js';
import { failureMapping } from './load-failure-mapping.js';

/** Deeper than any request of the contract; a request nested further is refused before it is walked any deeper. */
const MAX_DEPTH = 100;

/**
 * The first place where a request refers back to one of its own containing objects (JSON cannot carry it, and a deep
 * merge of it never ends) or nests beyond MAX_DEPTH; `undefined` for a request that is a tree of plain values.
 */
export function tangleOf(request: unknown): Tangle | undefined {
  const containing = new Set<object>();
  const visit = (node: unknown, path: string[]): Tangle | undefined => {
    if (typeof node !== 'object' || node === null) return undefined;
    if (containing.has(node)) return { path, reason: 'circular' };
    if (path.length > MAX_DEPTH) return { path, reason: 'too-deep' };
    containing.add(node);
    for (const [key, child] of Object.entries(node)) {
      const found = visit(child, [...path, key]);
      if (found) return found;
    }
    containing.delete(node);
    return undefined;
  };
  return visit(request, []);
}

/** The failure of a request check that met a tangle: a SiteRequestValidationError naming where, by argument name. */
export async function rejectTangled(tangle: Tangle, argumentPaths: ArgumentPaths = []): Promise<never> {
  const { tangledRequestError, mapFailure } = await failureMapping();
  throw mapFailure(tangledRequestError(tangle), { argumentPaths });
}
