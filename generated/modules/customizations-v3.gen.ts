// Derived by scripts/lib/module-entries.ts from the contract's `x-sitekit`: the row loaders of a module, one per tag
// its operations carry, which its factory entry `sitekit/modules/<module>` (src/modules/) loads on its first call
// (docs/decisions.md#31).

/**
 * The rows of the contract's `customizations-v3` operations, which `site.customizationsV3` (v3 catalog customizations,
 * reusable product options and modifiers with their choices) calls.
 */
export const customizationsV3Rows = [() => import('../operation-groups/customizations-v3.gen.js')] as const;
