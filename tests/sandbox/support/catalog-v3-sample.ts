import { afterAll, beforeAll } from 'vitest';
import type { SandboxOptions } from '../../../sandbox/index.js';
import { sampleShirtV3 } from '../../support/sample-products-v3.js';
import { expect } from 'vitest';
import { type Harness, type Json, startHarness } from './harness.js';

/** The shared sample v3 shirt, plus what the sandbox's v3 tests also check: a free-text modifier and dimensions. */
export const shirtV3 = (name = 'Linen Shirt', prices?: [string, string]) => {
  const product = sampleShirtV3(name, prices);
  return {
    ...product,
    modifiers: [
      { name: 'Monogram', modifierRenderType: 'FREE_TEXT', freeTextSettings: { title: 'Initials', maxCharCount: 3 } },
    ],
    variantsInfo: {
      variants: product.variantsInfo!.variants.map((variant) => ({
        ...variant,
        physicalProperties: { weight: 0.3, productDimensions: { length: '70', width: '50', height: '2', unit: 'CM' } },
      })),
    },
  };
};

/**
 * Creates the sample shirt named `name` with `quantity` counted in stock for each variant, through the merchant's
 * create-with-inventory call; answers the created product and its inventory results.
 */
export async function createShirtWithStock(
  store: { h: Harness; admin: { token: string; headers: Record<string, string> } },
  name: string,
  quantity: number,
): Promise<{ product: Json; inventoryResults: Json }> {
  const product = shirtV3(name);
  const reply = await store.h.call('/stores/v3/products-with-inventory', {
    ...store.admin,
    body: {
      product: {
        ...product,
        variantsInfo: { variants: product.variantsInfo.variants.map((v) => ({ ...v, inventoryItem: { quantity } })) },
      },
      returnEntity: true,
    },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body as { product: Json; inventoryResults: Json };
}

/** A product search body: free text, the brands' VALUE aggregation, and `price`, an aggregation of the lowest price. */
export const brandAndPriceSearch = (expression: string, price: Record<string, unknown>) => ({
  search: {
    search: { expression },
    aggregations: [
      { name: 'brands', type: 'VALUE', fieldPath: 'brand.name' },
      { fieldPath: 'actualPriceRange.minValue.amount', ...price },
    ],
  },
});

/** A v3 sandbox for one test file: started before its tests, closed after, with the API key's headers at hand. */
export function v3Sandbox(options: SandboxOptions = {}): {
  h: Harness;
  admin: { token: string; headers: Record<string, string> };
} {
  const state = {} as ReturnType<typeof v3Sandbox>;
  beforeAll(async () => {
    state.h = await startHarness({ catalog: 'v3', ...options });
    state.admin = { token: state.h.sandbox.apiKey, headers: { 'wix-site-id': state.h.sandbox.siteId } };
  });
  afterAll(() => state.h.close());
  return state;
}
