import type * as z from 'zod/mini';
import {
  zBrandCreatedEvent,
  zBrandDeletedEvent,
  zBrandUpdatedEvent,
  zCartAbandonedEvent,
  zCartRecoveredEvent,
  zCategoryCreatedEvent,
  zCategoryDeletedEvent,
  zCategoryItemAddedToCategoryEvent,
  zCategoryItemRemovedFromCategoryEvent,
  zCategoryItemsArrangedInCategoryEvent,
  zCategoryMovedEvent,
  zCategoryUpdatedEvent,
  zCollectionChangedEvent,
  zCollectionCreatedEvent,
  zCollectionDeletedEvent,
  zCustomizationCreatedEvent,
  zCustomizationDeletedEvent,
  zCustomizationUpdatedEvent,
  zInfoSectionCreatedEvent,
  zInfoSectionDeletedEvent,
  zInfoSectionUpdatedEvent,
  zInventoryItemChangedEvent,
  zInventoryItemCreatedEvent,
  zInventoryItemDeletedEvent,
  zInventoryItemStockStatusUpdatedEvent,
  zInventoryItemUpdatedEvent,
  zInventoryItemUpdatedWithReasonEvent,
  zInventoryVariantsChangedEvent,
  zProductChangedEvent,
  zProductCreatedEvent,
  zProductDeletedEvent,
  zProductV3CreatedEvent,
  zProductV3DeletedEvent,
  zProductV3UpdatedEvent,
  zProductVariantsChangedEvent,
  zRibbonCreatedEvent,
  zRibbonDeletedEvent,
  zRibbonUpdatedEvent,
} from '../../generated/zod.gen.js';
import type { EventBodyKindOf, EventType, EventTypeMap } from './event-types.js';

export interface EventDefinition<Type extends EventType> {
  /** The generated schema of the decoded event (envelope with `identity` and `data` parsed). */
  schema: z.ZodMiniType<EventTypeMap[Type]>;
  /** Checked against the generated type, so it cannot disagree with the contract. */
  body: EventBodyKindOf<EventTypeMap[Type]>;
}

/** A row of the catalog: the event's generated schema and its body kind. */
const definition =
  <Body extends string>(body: Body) =>
  <Schema>(schema: Schema) => ({ schema, body });
const plain = definition('plain');
const created = definition('created');
const updated = definition('updated');
const deleted = definition('deleted');
const action = definition('action');

/** Every event of the contract. A missing event type, or a body kind that contradicts the contract, fails to compile. */
export const EVENT_CATALOG: { readonly [Type in EventType]: EventDefinition<Type> } = {
  'com.wix.ecommerce.catalog.api.v1.ProductCreated': plain(zProductCreatedEvent),
  'com.wix.ecommerce.catalog.api.v1.ProductChanged': plain(zProductChangedEvent),
  'com.wix.ecommerce.catalog.api.v1.ProductDeleted': plain(zProductDeletedEvent),
  'com.wix.ecommerce.catalog.api.v1.VariantsChanged': plain(zProductVariantsChangedEvent),
  'com.wix.ecommerce.catalog.api.v1.CollectionCreated': plain(zCollectionCreatedEvent),
  'com.wix.ecommerce.catalog.api.v1.CollectionChanged': plain(zCollectionChangedEvent),
  'com.wix.ecommerce.catalog.api.v1.CollectionDeleted': plain(zCollectionDeletedEvent),
  'com.wix.ecommerce.inventory.api.v1.InventoryItemChanged': plain(zInventoryItemChangedEvent),
  'com.wix.ecommerce.inventory.api.v1.InventoryVariantsChanged': plain(zInventoryVariantsChangedEvent),
  'com.wix.ecommerce.cart.abandonment.api.v1.CartAbandonedEvent': plain(zCartAbandonedEvent),
  'com.wix.ecommerce.cart.abandonment.api.v1.CartRecoveredEvent': plain(zCartRecoveredEvent),
  'wix.categories.v1.category_created': created(zCategoryCreatedEvent),
  'wix.categories.v1.category_updated': updated(zCategoryUpdatedEvent),
  'wix.categories.v1.category_deleted': deleted(zCategoryDeletedEvent),
  'wix.categories.v1.category_category_moved': action(zCategoryMovedEvent),
  'wix.categories.v1.category_item_added_to_category': action(zCategoryItemAddedToCategoryEvent),
  'wix.categories.v1.category_item_removed_from_category': action(zCategoryItemRemovedFromCategoryEvent),
  'wix.categories.v1.category_items_arranged_in_category': action(zCategoryItemsArrangedInCategoryEvent),
  'wix.stores.catalog.v3.brand_created': created(zBrandCreatedEvent),
  'wix.stores.catalog.v3.brand_updated': updated(zBrandUpdatedEvent),
  'wix.stores.catalog.v3.brand_deleted': deleted(zBrandDeletedEvent),
  'wix.stores.catalog.v3.product_created': created(zProductV3CreatedEvent),
  'wix.stores.catalog.v3.product_updated': updated(zProductV3UpdatedEvent),
  'wix.stores.catalog.v3.product_deleted': deleted(zProductV3DeletedEvent),
  'wix.stores.catalog.v3.customization_created': created(zCustomizationCreatedEvent),
  'wix.stores.catalog.v3.customization_updated': updated(zCustomizationUpdatedEvent),
  'wix.stores.catalog.v3.customization_deleted': deleted(zCustomizationDeletedEvent),
  'wix.stores.catalog.v3.ribbon_created': created(zRibbonCreatedEvent),
  'wix.stores.catalog.v3.ribbon_updated': updated(zRibbonUpdatedEvent),
  'wix.stores.catalog.v3.ribbon_deleted': deleted(zRibbonDeletedEvent),
  'wix.stores.catalog.v3.info_section_created': created(zInfoSectionCreatedEvent),
  'wix.stores.catalog.v3.info_section_updated': updated(zInfoSectionUpdatedEvent),
  'wix.stores.catalog.v3.info_section_deleted': deleted(zInfoSectionDeletedEvent),
  'wix.stores.catalog.v3.inventory_item_created': created(zInventoryItemCreatedEvent),
  'wix.stores.catalog.v3.inventory_item_updated': updated(zInventoryItemUpdatedEvent),
  'wix.stores.catalog.v3.inventory_item_deleted': deleted(zInventoryItemDeletedEvent),
  'wix.stores.catalog.v3.inventory_item_stock_status_updated': action(zInventoryItemStockStatusUpdatedEvent),
  'wix.stores.catalog.v3.inventory_item_updated_with_reason': action(zInventoryItemUpdatedWithReasonEvent),
};

export const EVENT_TYPES: readonly EventType[] = Object.freeze(Object.keys(EVENT_CATALOG) as EventType[]);

/** Own keys only: `constructor` or `__proto__` must not resolve to something inherited. */
export function isEventType(value: unknown): value is EventType {
  return typeof value === 'string' && Object.hasOwn(EVENT_CATALOG, value);
}

export function eventDefinition<Type extends EventType>(eventType: Type): EventDefinition<Type> {
  return EVENT_CATALOG[eventType] as EventDefinition<Type>;
}
