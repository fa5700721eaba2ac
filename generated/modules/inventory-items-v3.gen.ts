// Derived by scripts/lib/module-entries.ts from the contract's `x-sitekit`: the row loaders of a module, one per tag
// its operations carry, which its factory entry `sitekit/modules/<module>` (src/modules/) loads on its first call
// (docs/decisions.md#31).

/**
 * The rows of the contract's `inventory-items-v3` operations, which `site.inventoryItemsV3` (v3 catalog inventory
 * items, the stock of each variant per location) calls.
 */
export const inventoryItemsV3Rows = [() => import('../operation-groups/inventory-items-v3.gen.js')] as const;
