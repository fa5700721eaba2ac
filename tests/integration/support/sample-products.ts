import type { NewProduct } from '../../../src/index.js';

/** A product with two options (2 sizes × 3 colours = 6 variants), cost data, a brand, a ribbon and a discount. */
export function sampleShirt(name: string): NewProduct {
  return {
    name,
    priceData: { price: 40 },
    costAndProfitData: { itemCost: 15 },
    sku: 'SHIRT',
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
