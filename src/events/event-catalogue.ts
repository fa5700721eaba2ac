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

/** Every event of the contract. A missing event type, or a body kind that contradicts the contract, fails to compile. */
export const EVENT_CATALOGUE: { readonly [Type in EventType]: EventDefinition<Type> } = {
  'com.wix.ecommerce.catalog.api.v1.ProductCreated': { schema: zProductCreatedEvent, body: 'plain' },
  'com.wix.ecommerce.catalog.api.v1.ProductChanged': { schema: zProductChangedEvent, body: 'plain' },
  'com.wix.ecommerce.catalog.api.v1.ProductDeleted': { schema: zProductDeletedEvent, body: 'plain' },
  'com.wix.ecommerce.catalog.api.v1.VariantsChanged': { schema: zProductVariantsChangedEvent, body: 'plain' },
  'com.wix.ecommerce.catalog.api.v1.CollectionCreated': { schema: zCollectionCreatedEvent, body: 'plain' },
  'com.wix.ecommerce.catalog.api.v1.CollectionChanged': { schema: zCollectionChangedEvent, body: 'plain' },
  'com.wix.ecommerce.catalog.api.v1.CollectionDeleted': { schema: zCollectionDeletedEvent, body: 'plain' },
  'com.wix.ecommerce.inventory.api.v1.InventoryItemChanged': { schema: zInventoryItemChangedEvent, body: 'plain' },
  'com.wix.ecommerce.inventory.api.v1.InventoryVariantsChanged': {
    schema: zInventoryVariantsChangedEvent,
    body: 'plain',
  },
  'com.wix.ecommerce.cart.abandonment.api.v1.CartAbandonedEvent': { schema: zCartAbandonedEvent, body: 'plain' },
  'com.wix.ecommerce.cart.abandonment.api.v1.CartRecoveredEvent': { schema: zCartRecoveredEvent, body: 'plain' },
  'wix.categories.v1.category_created': { schema: zCategoryCreatedEvent, body: 'created' },
  'wix.categories.v1.category_updated': { schema: zCategoryUpdatedEvent, body: 'updated' },
  'wix.categories.v1.category_deleted': { schema: zCategoryDeletedEvent, body: 'deleted' },
  'wix.categories.v1.category_category_moved': { schema: zCategoryMovedEvent, body: 'action' },
  'wix.categories.v1.category_item_added_to_category': { schema: zCategoryItemAddedToCategoryEvent, body: 'action' },
  'wix.categories.v1.category_item_removed_from_category': {
    schema: zCategoryItemRemovedFromCategoryEvent,
    body: 'action',
  },
  'wix.categories.v1.category_items_arranged_in_category': {
    schema: zCategoryItemsArrangedInCategoryEvent,
    body: 'action',
  },
  'wix.stores.catalog.v3.brand_created': { schema: zBrandCreatedEvent, body: 'created' },
  'wix.stores.catalog.v3.brand_updated': { schema: zBrandUpdatedEvent, body: 'updated' },
  'wix.stores.catalog.v3.brand_deleted': { schema: zBrandDeletedEvent, body: 'deleted' },
  'wix.stores.catalog.v3.product_created': { schema: zProductV3CreatedEvent, body: 'created' },
  'wix.stores.catalog.v3.product_updated': { schema: zProductV3UpdatedEvent, body: 'updated' },
  'wix.stores.catalog.v3.product_deleted': { schema: zProductV3DeletedEvent, body: 'deleted' },
  'wix.stores.catalog.v3.customization_created': { schema: zCustomizationCreatedEvent, body: 'created' },
  'wix.stores.catalog.v3.customization_updated': { schema: zCustomizationUpdatedEvent, body: 'updated' },
  'wix.stores.catalog.v3.customization_deleted': { schema: zCustomizationDeletedEvent, body: 'deleted' },
  'wix.stores.catalog.v3.ribbon_created': { schema: zRibbonCreatedEvent, body: 'created' },
  'wix.stores.catalog.v3.ribbon_updated': { schema: zRibbonUpdatedEvent, body: 'updated' },
  'wix.stores.catalog.v3.ribbon_deleted': { schema: zRibbonDeletedEvent, body: 'deleted' },
  'wix.stores.catalog.v3.info_section_created': { schema: zInfoSectionCreatedEvent, body: 'created' },
  'wix.stores.catalog.v3.info_section_updated': { schema: zInfoSectionUpdatedEvent, body: 'updated' },
  'wix.stores.catalog.v3.info_section_deleted': { schema: zInfoSectionDeletedEvent, body: 'deleted' },
  'wix.stores.catalog.v3.inventory_item_created': { schema: zInventoryItemCreatedEvent, body: 'created' },
  'wix.stores.catalog.v3.inventory_item_updated': { schema: zInventoryItemUpdatedEvent, body: 'updated' },
  'wix.stores.catalog.v3.inventory_item_deleted': { schema: zInventoryItemDeletedEvent, body: 'deleted' },
  'wix.stores.catalog.v3.inventory_item_stock_status_updated': {
    schema: zInventoryItemStockStatusUpdatedEvent,
    body: 'action',
  },
  'wix.stores.catalog.v3.inventory_item_updated_with_reason': {
    schema: zInventoryItemUpdatedWithReasonEvent,
    body: 'action',
  },
};

export const EVENT_TYPES: readonly EventType[] = Object.freeze(Object.keys(EVENT_CATALOGUE) as EventType[]);

/** Own keys only: `constructor` or `__proto__` must not resolve to something inherited. */
export function isEventType(value: unknown): value is EventType {
  return typeof value === 'string' && Object.hasOwn(EVENT_CATALOGUE, value);
}

export function eventDefinition<Type extends EventType>(eventType: Type): EventDefinition<Type> {
  return EVENT_CATALOGUE[eventType] as EventDefinition<Type>;
}
