import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createRecordingClient, type RecordedResponse } from './support/prism-client.js';

const admin = { Authorization: 'IST.admin-key', 'wix-site-id': '0b4c3a1e-6f2d-4c58-9a0e-8d7f1e2b3c4d' };
const productId = '5d3c2b1a-0f9e-4d8c-8b7a-6f5e4d3c2b1a';

describe('Prism rejects catalog v3 requests that break the contract', () => {
  let client: ReturnType<typeof createRecordingClient>['client'];
  let responses: RecordedResponse[];

  beforeAll(() => {
    ({ client, responses } = createRecordingClient(inject('prismUrl')));
  });

  const rejected = async (url: string, body: unknown, method: 'POST' | 'PATCH' = 'POST') => {
    const before = responses.length;
    await expect(client.request({ method, url, headers: admin, body, throwOnError: true })).rejects.toBeDefined();
    const seen = responses.slice(before);
    expect(seen).toHaveLength(1);
    return { status: seen[0]!.status, violations: seen[0]!.violations ?? '' };
  };

  const variant = { price: { actualPrice: { amount: '59.90' } } };
  const product = { name: 'Linen Shirt', productType: 'PHYSICAL', variantsInfo: { variants: [variant] } };

  it('rejects a price sent as a JSON number instead of a decimal string', async () => {
    const { status, violations } = await rejected('/stores/v3/products', {
      product: { ...product, variantsInfo: { variants: [{ price: { actualPrice: { amount: 59.9 } } }] } },
    });
    expect(status).toBe(400);
    expect(violations).toContain('amount');
  });

  it('rejects a product without variants', async () => {
    const { status, violations } = await rejected('/stores/v3/products', {
      product: { ...product, variantsInfo: { variants: [] } },
    });
    expect(status).toBe(400);
    expect(violations).toContain('variants');
  });

  it('rejects an unknown product type', async () => {
    const { status, violations } = await rejected('/stores/v3/products', { product: { ...product, productType: 'x' } });
    expect(status).toBe(400);
    expect(violations).toContain('productType');
  });

  it('rejects an update without a revision', async () => {
    const { status, violations } = await rejected(
      `/stores/v3/products/${productId}`,
      { product: { id: productId, name: 'Renamed' } },
      'PATCH',
    );
    expect(status).toBe(400);
    expect(violations).toContain('revision');
  });

  it('rejects a decrement of zero units', async () => {
    const { status, violations } = await rejected('/stores/v3/bulk/inventory-items/decrement', {
      decrementData: [{ inventoryItemId: 'i1', decrementBy: 0 }],
    });
    expect(status).toBe(400);
    expect(violations).toContain('decrementBy');
  });

  it('rejects more than 100 products in one bulk create', async () => {
    const { status } = await rejected('/stores/v3/bulk/products/create', { products: Array(101).fill(product) });
    expect(status).toBe(400);
  });

  it('rejects a page size above 1000', async () => {
    const { status, violations } = await rejected('/stores/v3/products/query-variants', {
      query: { cursorPaging: { limit: 1001 } },
    });
    expect(status).toBe(400);
    expect(violations).toContain('limit');
  });

  it('rejects a by-filter update without a filter', async () => {
    const { status, violations } = await rejected('/stores/v3/bulk/products/update-by-filter', {
      product: { visible: false },
    });
    expect(status).toBe(400);
    expect(violations).toContain('filter');
  });

  it('rejects a dimension sent as a number instead of a decimal string', async () => {
    const dimensions = { productDimensions: { length: 70, unit: 'CM' } };
    const { status, violations } = await rejected('/stores/v3/products', {
      product: { ...product, variantsInfo: { variants: [{ ...variant, physicalProperties: dimensions }] } },
    });
    expect(status).toBe(400);
    expect(violations).toContain('length');
  });
});
