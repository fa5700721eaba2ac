import { declaredReads, type DeclaredReadModules } from '../../generated/declared-reads.gen.js';
import type { SiteContext } from '../core/site-context.js';
import type { CallOptions } from '../http/call-options.js';
import type { DeclaredReadSpec } from '../query-language/declared-reads.js';
import { declaredReadKey, type CatalogQueryKey } from './read-key.js';
import type { Merged } from './merged.js';

type Reads = typeof declaredReads;
type Methods = DeclaredReadModules<CallOptions>;
/** A call's own arguments: all but the transport options it takes last. */
type OwnArguments<F> = F extends (...args: [...infer A, CallOptions?]) => unknown ? A : never;

type ModuleKeys<M extends keyof Reads> = {
  [K in keyof Reads[M] & keyof Methods[M] as Reads[M][K] extends { operation: infer O extends string } ? O : never]: (
    context: SiteContext,
    ...args: OwnArguments<Methods[M][K]>
  ) => CatalogQueryKey;
};

/** The key builder of every declared read (`call: read`), by operation, taking its method's own arguments. */
export type DeclaredReadKeys = Merged<{ [M in keyof Reads]: ModuleKeys<M> }[keyof Reads]>;

const keysOf = (reads: Reads[keyof Reads]) =>
  Object.values(reads).map((spec: DeclaredReadSpec) => [spec.operation, declaredReadKey(spec)] as const);

/** The key builders of the declared reads, built from generated/declared-reads.gen.ts. */
export const declaredReadKeys = /* @__PURE__ */ Object.fromEntries(
  Object.values(declaredReads).flatMap(keysOf),
) as DeclaredReadKeys;

/** The key builders of one module's declared reads, by operation (`categoryQueryKeys` holds the categories'). */
export function moduleDeclaredReadKeys<M extends keyof Reads>(module: M): ModuleKeys<M> {
  return Object.fromEntries(keysOf(declaredReads[module])) as unknown as ModuleKeys<M>;
}
