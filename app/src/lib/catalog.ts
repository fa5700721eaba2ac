import type { CatalogVersionResponse } from 'sitekit';

/** The store catalog the app serves: every new store runs v3; older ones still run v1. */
export type Catalog = 'v1' | 'v3';

export function catalogOf({ catalogVersion }: CatalogVersionResponse): Catalog {
  if (catalogVersion === 'V1_CATALOG') return 'v1';
  if (catalogVersion === 'V3_CATALOG') return 'v3';
  throw new Error(`This site has no store catalog the app knows (${catalogVersion ?? 'no answer'}).`);
}
