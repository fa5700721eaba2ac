// Derived by scripts/lib/module-entries.ts from the contract's `x-sitekit`: the row loaders of a module, one per tag
// its operations carry, which its factory entry `sitekit/modules/<module>` (src/modules/) loads on its first call
// (docs/decisions.md#31).

/**
 * The rows of the contract's `products-v3` operations, which `site.productsV3` (v3 catalog products, their variants and
 * bulk operations) calls.
 */
export const productsV3Rows = [() => import('../operation-groups/products-v3.gen.js')] as const;
