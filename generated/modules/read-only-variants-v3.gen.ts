// Derived by scripts/lib/module-entries.ts from the contract's `x-sitekit`: the row loaders of a module, one per tag
// its operations carry, which its factory entry `sitekit/modules/<module>` (src/modules/) loads on its first call
// (docs/decisions.md#31).

/**
 * The rows of the contract's `read-only-variants-v3` operations, which `site.readOnlyVariantsV3` (v3 catalog variants
 * across products, read only) calls.
 */
export const readOnlyVariantsV3Rows = [() => import('../operation-groups/read-only-variants-v3.gen.js')] as const;
