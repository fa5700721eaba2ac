import { catalogVersioningOperations } from '../../generated/operation-names.gen.js';
import type { CatalogVersionResponse } from '../../generated/types.gen.js';
import type { SiteContext } from '../core/site-context.js';
import type { CallOptions } from '../http/call-options.js';
import { callerFor } from '../http/call-operation.js';

/** `site.catalogVersioning`: which catalog the site runs. */
export interface CatalogVersioningModule {
  /**
   * `{catalogVersion}`: `V1_CATALOG`, `V3_CATALOG` or `STORES_NOT_INSTALLED`. Stable for a site; ask once and use
   * `site.products` (v1) or `site.productsV3` accordingly.
   */
  getCatalogVersion(call?: CallOptions): Promise<CatalogVersionResponse>;
}

export function createCatalogVersioning(context: SiteContext): CatalogVersioningModule {
  const send = callerFor(context);
  return { getCatalogVersion: (call) => send(catalogVersioningOperations.getCatalogVersion, {}, call) };
}
