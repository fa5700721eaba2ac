import type { Product, ProductOption } from '../../generated/types.gen.js';

const COLOR_VALUES = { Black: '#000000', White: '#FFFFFF', Red: '#FF0000' } as const;

/** A colour option offering the named colours, each choice valued by its hex code. */
export const colorOption = (...colors: Array<keyof typeof COLOR_VALUES>): ProductOption => ({
  name: 'Color',
  optionType: 'color',
  choices: colors.map((description) => ({ value: COLOR_VALUES[description], description })),
});

/** A drop-down size option whose choices are valued by their own names. */
const sizeOption = (...sizes: string[]): ProductOption => ({
  name: 'Size',
  optionType: 'drop_down',
  choices: sizes.map((size) => ({ value: size, description: size })),
});

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
    productOptions: [sizeOption('S', 'M'), colorOption('Black', 'White', 'Red')],
  };
}
