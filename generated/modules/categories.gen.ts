// Derived by scripts/lib/module-entries.ts from the contract's `x-sitekit`: the row loaders of a module, one per tag
// its operations carry, which its factory entry `sitekit/modules/<module>` (src/modules/) loads on its first call
// (docs/decisions.md#31).

/**
 * The rows of the contract's `categories` operations, which `site.categories` (Category trees and the catalog items in
 * them (catalog V3 stores)) calls.
 */
export const categoriesRows = [() => import('../operation-groups/categories.gen.js')] as const;
