// Derived by scripts/lib/module-entries.ts from the contract's `x-sitekit`: the row loaders of a module, one per tag
// its operations carry, which its factory entry `sitekit/modules/<module>` (src/modules/) loads on its first call
// (docs/decisions.md#31).

/**
 * The rows of the contract's `collections` operations, which `site.collections` (v1 catalog collections) calls.
 */
export const collectionsRows = [() => import('../operation-groups/collections.gen.js')] as const;
