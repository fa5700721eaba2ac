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
