import type { SiteContext } from '../core/site-context.js';
import { createCategories, type CategoriesModule } from './categories.js';
import { createEntityModulesV3, type EntityModulesV3 } from './entity-modules-v3.js';
import { createCatalogVersioning, type CatalogVersioningModule } from './catalog-versioning.js';
import { createInventoryItemsV3, type InventoryItemsV3Module } from './inventory-items-v3.js';
import { createProductsV3, type ProductsV3Module } from './products-v3.js';
import { createReadOnlyVariantsV3, type ReadOnlyVariantsV3Module } from './read-only-variants-v3.js';

/** The named entities (`brandsV3`, …) are generated from the contract's `x-sitekit` (docs/decisions.md#34). */
export interface CatalogV3 extends EntityModulesV3 {
  catalogVersioning: CatalogVersioningModule;
  productsV3: ProductsV3Module;
  inventoryItemsV3: InventoryItemsV3Module;
  readOnlyVariantsV3: ReadOnlyVariantsV3Module;
  categories: CategoriesModule;
}

/** The catalog v3 modules of a site client: `site.catalogVersioning`, `site.productsV3`, … */
export function createCatalogV3(context: SiteContext): CatalogV3 {
  return {
    catalogVersioning: createCatalogVersioning(context),
    productsV3: createProductsV3(context),
    inventoryItemsV3: createInventoryItemsV3(context),
    readOnlyVariantsV3: createReadOnlyVariantsV3(context),
    categories: createCategories(context),
    ...createEntityModulesV3(context),
  };
}

export type { CatalogVersioningModule } from './catalog-versioning.js';
export type {
  BulkProductOptions,
  CategoriesByFilter,
  InfoSectionsOptions,
  NewProductV3,
  ProductCount,
  ProductFieldsOptions,
  ProductRevision,
  ProductsV3Module,
  ProductUpdateElement,
  ProductV3Update,
  ProductWithInventoryInput,
  ProductWithInventoryUpdateElement,
  SearchOption,
  SingleProductFieldsOptions,
  TagAssignments,
  VariantAdjustments,
  VariantChanges,
  WithInventoryOptions,
} from './products-v3.js';
export type {
  AdjustByFilterOptions,
  CreateByVariantFilterOptions,
  DecrementOptions,
  IncrementOptions,
  InventoryItemsCount,
  InventoryItemsV3Module,
  InventoryItemUpdate,
  InventoryItemUpdateElement,
  InventoryItemUpsertElement,
  NewInventoryItem,
  ReasonOption,
  ReturnEntityOption,
} from './inventory-items-v3.js';
export type { ReadOnlyVariantsV3Module, VariantFieldsOptions, VariantSearchOptions } from './read-only-variants-v3.js';
export type * from './query-builders-v3.js';
export type * from './categories.js';
export { STORES_CATALOG_APP_ID, STORES_CATEGORY_TREE } from './tree-reads.js';
export type * from '../../generated/entity-modules-v3/types.gen.js';
export type {
  BrandsV3Module,
  BrandsV3QueryBuilder,
  CustomizationsV3Module,
  CustomizationsV3QueryBuilder,
  InfoSectionsV3Module,
  InfoSectionsV3QueryBuilder,
  RibbonsV3Module,
  RibbonsV3QueryBuilder,
} from './entity-modules-v3.js';
export type {
  CustomizationChoices,
  CustomizationChoicesResponse,
  CustomizationChoiceUpdateElement,
  CustomizationFieldsOptions,
  RemoveChoicesOptions,
} from './customizations-v3-extras.js';
export type {
  BulkDeleteCallV3,
  BulkEntityOptions,
  CountFilter,
  EntityTypesV3,
  GetOrCreateByNameCallsV3,
  RequestedFieldsOption,
  SharedEntityCallsV3,
} from './entity-module-v3.js';
export { CursorQueryBuilder, CursorSearchBuilder, type CursorPageSource } from './cursor-query-builder.js';
export { CursorResult, type CursorPage, type CursorContinuation } from './cursor-result.js';
export { nextPageRequest } from './next-page-request.js';
export { REPEATED_CURSOR } from './cursor-loop-guard.js';
export type {
  AggregationKind,
  AggregationRequests,
  AggregationResultOf,
  AggregationResults,
  AggregationSettings,
  NoAggregations,
} from './aggregation-results.js';
export type { MaskedUpdate } from './requested-fields.js';
