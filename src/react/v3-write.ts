import type { CatalogV3 } from '../catalog-v3/index.js';
import { useCatalogWrite, type Write } from './catalog-mutations.js';
import type { StaleData } from './invalidation.js';
import type { ReactSiteClient } from './site-binding.js';

type Module = keyof CatalogV3;
type Method<M extends Module> = {
  [K in keyof CatalogV3[M]]: CatalogV3[M][K] extends (...args: never[]) => Promise<unknown> ? K : never;
}[keyof CatalogV3[M]];
type Args<M extends Module, K extends Method<M>> = CatalogV3[M][K] extends (...args: infer A) => unknown ? A : never;
type Result<M extends Module, K extends Method<M>> = CatalogV3[M][K] extends (...args: never[]) => Promise<infer R>
  ? R
  : never;

/**
 * The mutation hook of one v3 write. Its variables are the call's arguments as a tuple (`[productId, product,
 * options?]`), so that every official argument, options included, reaches the call; `staleAfter` reads them.
 */
export function v3Write<M extends Module, K extends Method<M>>(
  module: M,
  method: K,
  staleAfter: (args: Args<M, K>) => StaleData[],
): Write<Args<M, K>, Result<M, K>> {
  const run = (site: ReactSiteClient, args: Args<M, K>) =>
    (site[module][method] as (...args: Args<M, K>) => Promise<Result<M, K>>)(...args);
  return (options) => useCatalogWrite(run, staleAfter, options);
}

type WriteAfter<M extends Module, T> = { [K in Method<M>]: Args<M, K> extends T ? K : never }[Method<M>];

/**
 * The write hooks of one v3 module that make the same reads stale: with `const brandChanged = v3Writes('brandsV3',
 * brandShown)`, `brandChanged('updateBrand')` is `v3Write('brandsV3', 'updateBrand', brandShown)`.
 */
export const v3Writes =
  <M extends Module, T>(module: M, staleAfter: (args: T) => StaleData[]) =>
  <K extends WriteAfter<M, T>>(method: K): Write<Args<M, K>, Result<M, K>> =>
    v3Write(module, method, staleAfter as (args: Args<M, K>) => StaleData[]);
