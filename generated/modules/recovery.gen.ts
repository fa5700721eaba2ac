// Derived by scripts/lib/module-entries.ts from the contract's `x-sitekit`: the row loaders of a module, one per tag
// its operations carry, which its factory entry `sitekit/modules/<module>` (src/modules/) loads on its first call
// (docs/decisions.md#31).

/**
 * The rows of the contract's `recovery` operations, which `site.recovery` (Password recovery and account activation
 * emails) calls.
 */
export const recoveryRows = [() => import('../operation-groups/recovery.gen.js')] as const;
