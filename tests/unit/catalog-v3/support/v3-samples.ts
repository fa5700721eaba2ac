/** A v3 product as the platform answers it: wire names, ISO dates, money as decimal strings. */
export const PRODUCT_V3 = {
  id: 'P1',
  revision: '2',
  createdDate: '2026-03-02T15:20:08.301Z',
  updatedDate: '2026-03-03T09:00:00.000Z',
  name: 'Linen Shirt',
  slug: 'linen-shirt',
  visible: true,
  productType: 'PHYSICAL',
  actualPriceRange: { minValue: { amount: '59.90' }, maxValue: { amount: '64.90' } },
};

export const INVENTORY_ITEM = {
  id: 'I1',
  revision: '1',
  variantId: 'V1',
  productId: 'P1',
  locationId: 'L1',
  trackQuantity: true,
  quantity: 4,
  inStock: true,
  availabilityStatus: 'IN_STOCK',
};

export const VARIANT = {
  id: 'P1-V1',
  variantId: 'V1',
  sku: 'LINEN-M',
  productData: { productId: 'P1', name: 'Linen Shirt' },
};

/** Per-item results with one success (carrying `item` under `key`) and one failure, answered with HTTP 200. */
export function partialBulk(item: object, failedCode = 'REVISION_MISMATCH', key = 'item') {
  return {
    results: [
      { itemMetadata: { id: 'P1', originalIndex: 0, success: true }, [key]: item },
      {
        itemMetadata: {
          id: 'P2',
          originalIndex: 1,
          success: false,
          error: { code: failedCode, description: 'P2 is at revision 5, not 4', data: { currentRevision: '5' } },
        },
      },
    ],
    bulkActionMetadata: { totalSuccesses: 1, totalFailures: 1, undetailedFailures: 0 },
  };
}

export const JOB = { jobId: '5f0c7c1e-1d7a-4d54-9d0f-3a3b4f1c2d10' };

export const PAGING_LAST = { count: 1, cursors: {}, hasNext: false };
