// Derived by scripts/lib/module-entries.ts from the contract's `x-sitekit`: the row loaders of a module, one per tag
// its operations carry, which its factory entry `sitekit/modules/<module>` (src/modules/) loads on its first call
// (docs/decisions.md#31).

/**
 * The rows of the contract's `checkout` operations, which `site.checkout` (The eCommerce checkout that a store checkout
 * redirect opens, created with its catalog line items) calls.
 */
export const checkoutRows = [() => import('../operation-groups/checkout.gen.js')] as const;
