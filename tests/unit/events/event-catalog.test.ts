import { describe, expect, it } from 'vitest';
import { EVENT_CATALOG } from '../../../src/events/event-catalog.js';
import { EVENT_TYPES, isEventType } from '../../../src/events/index.js';
import { webhookEventTypes } from './support/contract-examples.js';

describe('the event catalog', () => {
  it('lists exactly the event types of the contract’s webhooks', () => {
    expect([...EVENT_TYPES].sort()).toEqual(webhookEventTypes().sort());
  });

  it('covers created, updated and deleted for every v3 entity of the contract, and the extra events', () => {
    const v3Entities = ['brand', 'customization', 'ribbon', 'info_section', 'inventory_item'];
    for (const entity of v3Entities) {
      for (const change of ['created', 'updated', 'deleted']) {
        expect(EVENT_TYPES).toContain(`wix.stores.catalog.v3.${entity}_${change}`);
      }
    }
    for (const change of ['created', 'updated', 'deleted'])
      expect(EVENT_TYPES).toContain(`wix.categories.v1.category_${change}`);
    for (const v1 of ['Product', 'Collection']) {
      for (const change of ['Created', 'Changed', 'Deleted']) {
        expect(EVENT_TYPES).toContain(`com.wix.ecommerce.catalog.api.v1.${v1}${change}`);
      }
    }
    expect(EVENT_TYPES).toEqual(
      expect.arrayContaining([
        'com.wix.ecommerce.catalog.api.v1.VariantsChanged',
        'com.wix.ecommerce.inventory.api.v1.InventoryVariantsChanged',
        'com.wix.ecommerce.inventory.api.v1.InventoryItemChanged',
        'wix.stores.catalog.v3.inventory_item_stock_status_updated',
        'wix.stores.catalog.v3.inventory_item_updated_with_reason',
        'com.wix.ecommerce.cart.abandonment.api.v1.CartAbandonedEvent',
        'com.wix.ecommerce.cart.abandonment.api.v1.CartRecoveredEvent',
      ]),
    );
  });

  it('marks the v3 events as domain events by their body and the others as plain', () => {
    for (const eventType of EVENT_TYPES) {
      const body = EVENT_CATALOG[eventType].body;
      if (eventType.startsWith('wix.stores.catalog.v3.') || eventType.startsWith('wix.categories.v1.'))
        expect(body).not.toBe('plain');
      else expect(body).toBe('plain');
    }
    expect(EVENT_CATALOG['wix.stores.catalog.v3.inventory_item_stock_status_updated'].body).toBe('action');
  });

  it('recognises only its own event types', () => {
    expect(isEventType('wix.stores.catalog.v3.brand_created')).toBe(true);
    expect(isEventType('constructor')).toBe(false);
    expect(isEventType('__proto__')).toBe(false);
    expect(isEventType(42)).toBe(false);
    expect(Object.isFrozen(EVENT_TYPES)).toBe(true);
  });
});
