import { SiteApplicationError, type ApplicationErrorInit } from './application-error.js';

/** The catalog a site runs, as `getCatalogVersion()` answers it. */
export type SiteCatalogVersion = 'V1_CATALOG' | 'V3_CATALOG' | 'STORES_NOT_INSTALLED';

/** The 428 codes of a call that belongs to the other catalog, and the catalog the site runs instead. */
export const CATALOG_VERSION_CODES: Readonly<Record<string, SiteCatalogVersion | undefined>> = {
  CATALOG_V1_SITE_CALLING_CATALOG_V3_API: 'V1_CATALOG',
  CATALOG_V3_CALLING_CATALOG_V1_API: 'V3_CATALOG',
  CATALOG_V3_SITE_PROVISIONING: undefined,
};

export const CATALOG_VERSION_BRAND: unique symbol = Symbol.for('sitekit.SiteCatalogVersionError') as never;

/**
 * The call belongs to the other catalog (428): a v3 call on a v1 store or the reverse, or a v3 store still being
 * set up (`provisioning`, worth retrying later). `siteCatalog` says which catalog the site runs when the code tells.
 * Still a `SiteApplicationError`.
 */
export class SiteCatalogVersionError extends SiteApplicationError {
  readonly [CATALOG_VERSION_BRAND] = true as const;
  readonly siteCatalog: SiteCatalogVersion | undefined;
  readonly provisioning: boolean;

  constructor(init: ApplicationErrorInit) {
    super(init);
    this.name = 'SiteCatalogVersionError';
    this.siteCatalog = CATALOG_VERSION_CODES[init.applicationError.code];
    this.provisioning = init.applicationError.code === 'CATALOG_V3_SITE_PROVISIONING';
  }
}

export function isCatalogVersionCode(status: number, code: string): boolean {
  return status === 428 && Object.hasOwn(CATALOG_VERSION_CODES, code);
}
