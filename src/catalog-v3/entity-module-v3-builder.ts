import type { SiteContext } from '../core/site-context.js';
import { entityCallsV3, type EntityModuleSpecV3 } from './entity-calls-v3.js';

/**
 * The create function of a named v3 entity module: each method of `spec` built by its call form for the operation it
 * sends (docs/decisions.md#34), beside the calls `extras` builds for the methods no form covers. `Module` is its type,
 * {@link EntityModuleV3} of the same spec.
 */
export function entityModuleV3<Module extends object>(
  spec: EntityModuleSpecV3,
  extras?: (context: SiteContext) => object,
): (context: SiteContext) => Module {
  return (context) => {
    const calls = entityCallsV3(context, spec.wire);
    const methods = Object.entries(spec.methods).map(([name, method]) => [name, calls[method.call](method)]);
    return { ...extras?.(context), ...Object.fromEntries(methods) } as Module;
  };
}
