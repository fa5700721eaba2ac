import type { SiteHandle } from '../core/site-setup.js';
import type { TwoFormQuery } from '../query-language/two-form-query.js';
import type { CallOptions } from '../http/call-options.js';

/** The same two forms with the site first: `queryX(site)` is the builder, `queryX(site, query, call)` a raw page. */
export interface LightQuery<TBuilder, TQuery, TPage> {
  (site: SiteHandle): TBuilder;
  (site: SiteHandle, query: TQuery, call?: CallOptions): Promise<TPage>;
}

/** The light function of a module's query call; `queryOf` builds the module with only the rows the query needs. */
export function lightQuery<TBuilder, TQuery, TPage>(
  queryOf: (site: SiteHandle) => TwoFormQuery<TBuilder, TQuery, TPage>,
): LightQuery<TBuilder, TQuery, TPage> {
  return ((site: SiteHandle, ...args: [] | [TQuery, CallOptions?]) => {
    const query = queryOf(site);
    return args.length === 0 ? query() : query(args[0], args[1]);
  }) as LightQuery<TBuilder, TQuery, TPage>;
}
