// Derived by scripts/lib/module-entries.ts from the contract's `x-sitekit`: the row loaders of a module, one per tag
// its operations carry, which its factory entry `sitekit/modules/<module>` (src/modules/) loads on its first call
// (docs/decisions.md#31).

/**
 * The rows of the contract's `ribbons-v3` operations, which `site.ribbonsV3` (v3 catalog ribbons, the labels shown on
 * product cards) calls.
 */
export const ribbonsV3Rows = [() => import('../operation-groups/ribbons-v3.gen.js')] as const;
