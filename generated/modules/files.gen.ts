// Derived by scripts/lib/module-entries.ts from the contract's `x-sitekit`: the row loaders of a module, one per tag
// its operations carry, which its factory entry `sitekit/modules/<module>` (src/modules/) loads on its first call
// (docs/decisions.md#31).

/**
 * The rows of the contract's `media` operations, which `site.files` (The Media Manager's files, and their upload)
 * calls.
 */
export const filesRows = [() => import('../operation-groups/media.gen.js')] as const;
