// Derived by scripts/lib/module-entries.ts from the contract's `x-sitekit`: the row loaders of a module, one per tag
// its operations carry, which its factory entry `sitekit/modules/<module>` (src/modules/) loads on its first call
// (docs/decisions.md#31).

/**
 * The rows of the contract's `brands-v3` operations, which `site.brandsV3` (v3 catalog brands, which products are
 * assigned to) calls.
 */
export const brandsV3Rows = [() => import('../operation-groups/brands-v3.gen.js')] as const;
