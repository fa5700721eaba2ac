// Derived by scripts/lib/module-entries.ts from the contract's `x-sitekit`: the row loaders of a module, one per tag
// its operations carry, which its factory entry `sitekit/modules/<module>` (src/modules/) loads on its first call
// (docs/decisions.md#31).

/**
 * The rows of the contract's `products` and `bulk` operations, which `site.products` (v1 catalog products, variants and
 * media; Bulk product updates and adjustments) calls.
 */
export const productsRows = [() => import('../operation-groups/products.gen.js'), () => import('../operation-groups/bulk.gen.js')] as const;
