// Derived by scripts/lib/module-entries.ts from the contract's `x-sitekit`: the row loaders of a module, one per tag
// its operations carry, which its factory entry `sitekit/modules/<module>` (src/modules/) loads on its first call
// (docs/decisions.md#31).

/**
 * The rows of the contract's `authentication` operations, which `site.authentication` (Registration, login, sign-on,
 * password change, logout and email validation) calls.
 */
export const authenticationRows = [() => import('../operation-groups/authentication.gen.js')] as const;
