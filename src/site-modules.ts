import type { SiteContext } from './core/site-context.js';
import { getSiteContext, type SiteHandle } from './core/site-setup.js';
import { loadedRowsSource, type RowsLoader } from './http/operation-source.js';

/** Module factories under the names the client gives their modules: `{ products, productsV3 }`. */
export type SiteModuleFactories = Record<string, (context: SiteContext) => object>;

/** The modules `factories` build, under the same names. */
export type SiteModules<M extends SiteModuleFactories> = { [K in keyof M]: ReturnType<M[K]> };

/** A module factory of {@link siteModule}: `rows` load the operations its module may call. */
export type SiteModuleFactory<M extends object> = ((context: SiteContext) => M) & {
  readonly rows: readonly RowsLoader[];
};

/**
 * A module factory that carries the rows of the operations its module calls (files of generated/operation-groups/,
 * loaded on the module's first call): its calls find them there first, and a bundle that builds the module holds
 * those rows and no others, outside its first load (docs/decisions.md#31).
 */
export function siteModule<M extends object>(
  create: (context: SiteContext) => M,
  ...rows: RowsLoader[]
): SiteModuleFactory<M> {
  const factory = (context: SiteContext) =>
    create({ ...context, operations: loadedRowsSource(rows, context.operations) });
  return Object.assign(factory, { rows });
}

/** Builds every factory on the site's context, under its name. */
export function buildModules<M extends SiteModuleFactories>(factories: M, context: SiteContext): SiteModules<M> {
  return Object.fromEntries(
    Object.entries(factories).map(([name, create]) => [name, create(context)]),
  ) as SiteModules<M>;
}

/** Adds modules built on the site's own context (its transport and tokens) to the site client itself. */
export function addSiteModules<T extends SiteHandle, M extends object>(
  site: T,
  build: (context: SiteContext) => M,
): T & M {
  return Object.assign(site, build(getSiteContext(site)));
}
