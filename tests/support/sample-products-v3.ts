import type { CreateProductV3Data } from '../../generated/types.gen.js';

type NewProductV3 = CreateProductV3Data['body']['product'];

/** A catalog v3 product with one option (sizes M and L, one variant each), a brand and decimal-string prices. */
export function sampleShirtV3(name: string, prices: [string, string] = ['59.90', '64.90']): NewProductV3 {
  const sizes = ['M', 'L'];
  return {
    name,
    productType: 'PHYSICAL',
    physicalProperties: {},
    brand: { name: 'Northbound Linen' },
    options: [
      {
        name: 'Size',
        optionRenderType: 'TEXT_CHOICES',
        choicesSettings: { choices: sizes.map((size) => ({ name: size, choiceType: 'CHOICE_TEXT' as const })) },
      },
    ],
    variantsInfo: {
      variants: sizes.map((size, index) => ({
        sku: `${name.replace(/\W+/g, '-').toUpperCase()}-${size}`,
        choices: [{ optionChoiceNames: { optionName: 'Size', choiceName: size, renderType: 'TEXT_CHOICES' } }],
        price: { actualPrice: { amount: prices[index] as string } },
        physicalProperties: { weight: 0.3 },
      })),
    },
  };
}
