// Derived by scripts/lib/module-entries.ts from the contract's `x-sitekit`: the row loaders of a module, one per tag
// its operations carry, which its factory entry `sitekit/modules/<module>` (src/modules/) loads on its first call
// (docs/decisions.md#31).

/**
 * The rows of the contract's `info-sections-v3` operations, which `site.infoSectionsV3` (v3 catalog info sections,
 * titled blocks of text shown on product pages) calls.
 */
export const infoSectionsV3Rows = [() => import('../operation-groups/info-sections-v3.gen.js')] as const;
