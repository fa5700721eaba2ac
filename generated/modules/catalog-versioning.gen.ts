// Derived by scripts/lib/module-entries.ts from the contract's `x-sitekit`: the row loaders of a module, one per tag
// its operations carry, which its factory entry `sitekit/modules/<module>` (src/modules/) loads on its first call
// (docs/decisions.md#31).

/**
 * The rows of the contract's `catalog-versioning` operations, which `site.catalogVersioning` (Which catalog (v1 or v3)
 * a store runs) calls.
 */
export const catalogVersioningRows = [() => import('../operation-groups/catalog-versioning.gen.js')] as const;
