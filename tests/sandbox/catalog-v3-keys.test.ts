import { describe, expect, it } from 'vitest';
import { v3Sandbox } from './support/catalog-v3-sample.js';
import type { Json } from './support/harness.js';

// Option, choice, modifier and customization keys are the names as the merchant wrote them (the REST reference's
// product and Create Customization examples: option "Size", choices "S" and "Small"). The platform's storefront
// package selects choices by key and matches them with the variants' option and choice names.
describe('sandbox catalog v3: keys', () => {
  const v3 = v3Sandbox();
  const call = (path: string, body: Json) => v3.h.call(path, { ...v3.admin, body });

  it('keys a product’s options, choices, modifiers and free-text settings by their names', async () => {
    const sizes = ['S', 'Small', 'Extra Large'];
    const reply = await call('/stores/v3/products', {
      product: {
        name: 'Keyed Shirt',
        productType: 'PHYSICAL',
        physicalProperties: {},
        options: [
          {
            name: 'Size',
            optionRenderType: 'TEXT_CHOICES',
            choicesSettings: { choices: sizes.map((name) => ({ name, choiceType: 'CHOICE_TEXT' })) },
          },
        ],
        modifiers: [
          {
            name: 'Gift Wrap',
            modifierRenderType: 'TEXT_CHOICES',
            choicesSettings: { choices: [{ name: 'Kraft Paper', choiceType: 'CHOICE_TEXT' }] },
          },
          { name: 'Monogram', modifierRenderType: 'FREE_TEXT', freeTextSettings: { title: 'Your Initials' } },
        ],
        variantsInfo: {
          variants: sizes.map((choiceName) => ({
            choices: [{ optionChoiceNames: { optionName: 'Size', choiceName, renderType: 'TEXT_CHOICES' } }],
            price: { actualPrice: { amount: '30.00' } },
          })),
        },
      },
    });

    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const { options, modifiers } = reply.body.product;
    expect(options[0].key).toBe('Size');
    expect(options[0].choicesSettings.choices.map((choice: Json) => choice.key)).toEqual(sizes);
    expect(modifiers.map((modifier: Json) => modifier.key)).toEqual(['Gift Wrap', 'Monogram']);
    expect(modifiers[0].choicesSettings.choices[0].key).toBe('Kraft Paper');
    expect(modifiers[1].freeTextSettings.key).toBe('Your Initials');
  });

  it('answers the key of a created customization and of its choices, as the reference’s example does', async () => {
    const reply = await call('/stores/v3/customizations', {
      customization: {
        customizationRenderType: 'TEXT_CHOICES',
        customizationType: 'PRODUCT_OPTION',
        name: 'Fit',
        choicesSettings: {
          choices: ['Slim', 'Relaxed Fit'].map((name) => ({ choiceType: 'CHOICE_TEXT', name })),
        },
      },
    });

    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const { customization } = reply.body;
    expect(customization.key).toBe('Fit');
    expect(customization.choicesSettings.choices.map((choice: Json) => choice.key)).toEqual(['Slim', 'Relaxed Fit']);
    const freeText = await call('/stores/v3/customizations', {
      customization: {
        customizationRenderType: 'FREE_TEXT',
        customizationType: 'MODIFIER',
        name: 'Engraving',
        freeTextInput: { title: 'Engraving Text', maxCharCount: 20 },
      },
    });
    expect(freeText.body.customization).toMatchObject({ key: 'Engraving', freeTextInput: { key: 'Engraving Text' } });
  });

  it('renames an option’s key on its products with the customization', async () => {
    const made = await call('/stores/v3/customizations', {
      customization: {
        customizationRenderType: 'TEXT_CHOICES',
        customizationType: 'PRODUCT_OPTION',
        name: 'Length',
        choicesSettings: { choices: [{ choiceType: 'CHOICE_TEXT', name: 'Long' }] },
      },
    });
    const { id, revision } = made.body.customization;
    const product = await call('/stores/v3/products', {
      product: {
        name: 'Renamed Option Scarf',
        productType: 'PHYSICAL',
        physicalProperties: {},
        options: [{ id, choicesSettings: { choices: [{ name: 'Long' }] } }],
        variantsInfo: {
          variants: [
            {
              choices: [
                { optionChoiceNames: { optionName: 'Length', choiceName: 'Long', renderType: 'TEXT_CHOICES' } },
              ],
              price: { actualPrice: { amount: '20.00' } },
            },
          ],
        },
      },
    });
    expect(product.status, JSON.stringify(product.body)).toBe(200);

    const renamed = await v3.h.call(`/stores/v3/customizations/${id}`, {
      ...v3.admin,
      method: 'PATCH',
      body: { customization: { id, revision, name: 'Scarf Length' } },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body.customization.key).toBe('Scarf Length');
    const read = await v3.h.call(`/stores/v3/products/${product.body.product.id}`, v3.admin);
    expect(read.body.product.options[0]).toMatchObject({ name: 'Scarf Length', key: 'Scarf Length' });
  });
});
