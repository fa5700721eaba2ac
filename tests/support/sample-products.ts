import type { Product } from '../../generated/types.gen.js';

/**
 * A product with two options (2 sizes × 3 colours = 6 variants), cost data, a brand, a ribbon and a discount. Shared
 * by the sandbox's HTTP tests and sitekit's integration tests, so it uses the contract's type only.
 */
export function sampleShirt(name: string, sku = 'SHIRT'): Product & { name: string } {
  return {
    name,
    priceData: { price: 40 },
    costAndProfitData: { itemCost: 15 },
    sku,
    weight: 0.3,
    brand: 'Acme',
    ribbon: 'New',
    discount: { type: 'PERCENT', value: 25 },
    stock: { trackInventory: true, quantity: 5 },
    productOptions: [
      {
        name: 'Size',
        optionType: 'drop_down',
        choices: [
          { value: 'S', description: 'S' },
          { value: 'M', description: 'M' },
        ],
      },
      {
        name: 'Color',
        optionType: 'color',
        choices: [
          { value: '#000000', description: 'Black' },
          { value: '#FFFFFF', description: 'White' },
          { value: '#FF0000', description: 'Red' },
        ],
      },
    ],
  };
}
