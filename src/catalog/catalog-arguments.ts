import { CATALOG_ARGUMENTS } from '../../generated/catalog-arguments.gen.js';

/**
 * Argument paths of every catalogue call, keyed by its operationId: generated from the `x-sitekit` of each operation
 * in openapi/ (`arguments`, `options`, `renames`; openapi/README.md), never kept by hand.
 */
export { CATALOG_ARGUMENTS };

export type CatalogCallName = keyof typeof CATALOG_ARGUMENTS;
