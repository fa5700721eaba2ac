import { afterAll, beforeAll } from 'vitest';
import type { SandboxOptions } from '../../../sandbox/index.js';
import { type Harness, startHarness } from './harness.js';

/** One sample v3 product for the sandbox's catalogue v3 tests: two sizes, a free-text modifier, a brand. */
export const shirtV3 = (name = 'Linen Shirt', prices: [string, string] = ['59.90', '64.90']) => ({
  name,
  productType: 'PHYSICAL',
  physicalProperties: {},
  brand: { name: 'Northbound Linen' },
  options: [
    {
      name: 'Size',
      optionRenderType: 'TEXT_CHOICES',
      choicesSettings: { choices: [{ name: 'M' }, { name: 'L' }] },
    },
  ],
  modifiers: [
    { name: 'Monogram', modifierRenderType: 'FREE_TEXT', freeTextSettings: { title: 'Initials', maxCharCount: 3 } },
  ],
  variantsInfo: {
    variants: ['M', 'L'].map((size, i) => ({
      sku: `${name.replace(/\W+/g, '-').toUpperCase()}-${size}`,
      choices: [{ optionChoiceNames: { optionName: 'Size', choiceName: size, renderType: 'TEXT_CHOICES' } }],
      price: { actualPrice: { amount: prices[i] } },
      physicalProperties: { weight: 0.3, productDimensions: { length: '70', width: '50', height: '2', unit: 'CM' } },
    })),
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
