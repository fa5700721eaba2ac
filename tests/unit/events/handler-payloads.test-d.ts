import { describe, expectTypeOf, it } from 'vitest';
import type {
  Brand,
  DomainEventModifiedFields,
  InventoryItemStockStatusUpdated,
  ProductCreated,
} from '../../../generated/types.gen.js';
import { createEventProcessor, type DeepReadonly, type SiteEvent } from '../../../src/events/index.js';

const processor = createEventProcessor({ publicKey: 'unused in type tests' });

describe('event handler payloads', () => {
  it('gives a created event its entity and the domain metadata', () => {
    processor.on('wix.stores.catalog.v3.brand_created', (payload) => {
      expectTypeOf(payload.entity).toEqualTypeOf<DeepReadonly<Brand>>();
      expectTypeOf(payload.metadata.eventType).toEqualTypeOf<'wix.stores.catalog.v3.brand_created'>();
      expectTypeOf(payload.metadata.entityId).toEqualTypeOf<string | undefined>();
    });
  });

  it('gives an updated event its modified fields, and a deleted event an optional entity', () => {
    processor.on('wix.stores.catalog.v3.brand_updated', (payload) => {
      expectTypeOf(payload.entity).toEqualTypeOf<DeepReadonly<Brand>>();
      expectTypeOf(payload.modifiedFields).toEqualTypeOf<DeepReadonly<DomainEventModifiedFields> | undefined>();
    });
    processor.on('wix.stores.catalog.v3.brand_deleted', (payload) => {
      expectTypeOf(payload.entity).toEqualTypeOf<DeepReadonly<Brand> | undefined>();
    });
  });

  it('gives an action event its body and a v1 event its plain data', () => {
    processor.on('wix.stores.catalog.v3.inventory_item_stock_status_updated', (payload) => {
      expectTypeOf(payload.data).toEqualTypeOf<DeepReadonly<InventoryItemStockStatusUpdated>>();
    });
    processor.on('com.wix.ecommerce.catalog.api.v1.ProductCreated', (payload) => {
      expectTypeOf(payload.data).toEqualTypeOf<DeepReadonly<ProductCreated>>();
      // @ts-expect-error a plain event has no entity
      void payload.entity;
    });
  });

  it('refuses an event type the contract does not know, and a handler that modifies its payload', () => {
    // @ts-expect-error not an event of the contract
    processor.on('wix.stores.catalog.v3.brand_renamed', () => undefined);
    processor.on('wix.stores.catalog.v3.brand_created', (payload) => {
      // @ts-expect-error payloads are frozen
      payload.entity.name = 'changed';
    });
  });

  it('narrows a processed event on its eventType', () => {
    const narrow = (event: SiteEvent) => {
      if (event.eventType === 'wix.stores.catalog.v3.brand_created') {
        expectTypeOf(event.payload.entity).toEqualTypeOf<DeepReadonly<Brand>>();
      }
    };
    expectTypeOf(narrow).parameter(0).toEqualTypeOf<SiteEvent>();
  });
});
