// Derived by scripts/lib/module-entries.ts from the contract's `x-sitekit`: the factory entry
// `sitekit/modules/<module>` (docs/decisions.md#31), which loads the rows of the tags its module's operations carry.
import { createInfoSectionsV3, siteModule } from '../../src/module-creators.js';

/**
 * `site.infoSectionsV3` (v3 catalog info sections, titled blocks of text shown on product pages), for
 * `createSiteClient({ auth, modules })`; loads the rows of the contract's `info-sections-v3` operations on its first
 * call.
 */
export const infoSectionsV3 = /* @__PURE__ */ siteModule(
  createInfoSectionsV3,
  () => import('../operation-groups/info-sections-v3.gen.js'),
);
