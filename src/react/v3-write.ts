import { useCatalogWrite, type Write } from './catalog-mutations.js';
import type { StaleData } from './invalidation.js';
import type { ReactSiteClient } from './site-binding.js';

/**
 * The write hooks of calls that make the same reads stale, each naming its call directly: with `const brandChanged =
 * v3Writes(brandShown)`, `brandChanged((site) => site.brandsV3.updateBrand)` is the hook of `updateBrand`. Its
 * variables are the call's arguments as a tuple (`[productId, product, options?]`), so that every official argument,
 * options included, reaches the call; `staleAfter` reads them.
 */
export const v3Writes =
  <T>(staleAfter: (args: T) => StaleData[]) =>
  <A extends T & unknown[], R>(call: (site: ReactSiteClient) => (...args: A) => Promise<R>): Write<A, R> =>
  (options) =>
    useCatalogWrite((site, args: A) => call(site)(...args), staleAfter, options);
