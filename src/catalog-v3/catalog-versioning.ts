import {
  catalogVersioningDeclaredReadSpecs,
  type CatalogVersioningDeclaredReads,
} from '../../generated/declared-reads.gen.js';
import type { SiteContext } from '../core/site-context.js';
import type { CallOptions } from '../http/call-options.js';
import { declaredReadMethods } from '../query-language/declared-reads.js';

/**
 * `site.catalogVersioning`: which catalog the site runs. `getCatalogVersion()` answers `{catalogVersion}`:
 * `V1_CATALOG`, `V3_CATALOG` or `STORES_NOT_INSTALLED`. Stable for a site; ask once and use `site.products` (v1) or
 * `site.productsV3` accordingly. The contract describes it whole (`call: read`, docs/decisions.md#48).
 */
export type CatalogVersioningModule = CatalogVersioningDeclaredReads<CallOptions>;

export function createCatalogVersioning(context: SiteContext): CatalogVersioningModule {
  return declaredReadMethods(context, catalogVersioningDeclaredReadSpecs) as CatalogVersioningModule;
}
