// Derived by scripts/lib/module-entries.ts from the contract's `x-sitekit`: the row loaders of a module, one per tag
// its operations carry, which its factory entry `sitekit/modules/<module>` (src/modules/) loads on its first call
// (docs/decisions.md#31).

/**
 * The rows of the contract's `redirects` operations, which `site.redirects` (Redirect sessions for hosted login,
 * logout, authorization and checkout pages) calls.
 */
export const redirectsRows = [() => import('../operation-groups/redirects.gen.js')] as const;
