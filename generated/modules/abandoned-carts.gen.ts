// Derived by scripts/lib/module-entries.ts from the contract's `x-sitekit`: the row loaders of a module, one per tag
// its operations carry, which its factory entry `sitekit/modules/<module>` (src/modules/) loads on its first call
// (docs/decisions.md#31).

/**
 * The rows of the contract's `abandonedCarts` operations, which `site.abandonedCarts` (Carts the buyer left without
 * checking out) calls.
 */
export const abandonedCartsRows = [() => import('../operation-groups/abandonedCarts.gen.js')] as const;
