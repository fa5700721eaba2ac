import { describe, expect, it } from 'vitest';
import { writeStaleData } from '../../../src/react/write-stale-data.js';

describe('writeStaleData: what a hand-written write hook makes stale, by the contract', () => {
  it('narrows a kind to the item an argument names, and keeps the kinds that name none', () => {
    expect(writeStaleData('updateProduct', { id: 'A', product: {} })).toEqual([
      { kind: 'product', id: 'A' },
      { kind: 'productLists' },
    ]);
    expect(writeStaleData('createCollection', { collection: {} })).toEqual([{ kind: 'allCollections' }]);
  });

  it('takes each item of a list argument', () => {
    expect(writeStaleData('addProductsToCollection', { id: 'C1', productIds: ['A', 'B'] })).toEqual([
      { kind: 'collection', id: 'C1' },
      { kind: 'product', id: 'A' },
      { kind: 'product', id: 'B' },
      { kind: 'productLists' },
    ]);
    expect(writeStaleData('bulkUpdateProductsProperty', { ids: [], set: {} })).toEqual([{ kind: 'productLists' }]);
  });

  it("takes each entry's field once, and every item when an entry names none", () => {
    const entries = [
      { productId: 'A', variantId: 'V1', incrementBy: 1 },
      { productId: 'A', variantId: 'V2', incrementBy: 1 },
    ];
    expect(writeStaleData('incrementInventory', { incrementData: entries })).toEqual([
      { kind: 'inventory' },
      { kind: 'product', id: 'A' },
      { kind: 'productLists' },
    ]);
    const byItem = [...entries, { inventoryItemId: 'I1', variantId: 'V1', incrementBy: 1 }];
    expect(writeStaleData('incrementInventory', { incrementData: byItem })).toEqual([
      { kind: 'inventory' },
      { kind: 'product' },
      { kind: 'productLists' },
    ]);
  });
});
