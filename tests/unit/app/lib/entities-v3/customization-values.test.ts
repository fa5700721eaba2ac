import { describe, expect, it } from 'vitest';
import { choicesOf, newCustomizationBody } from '../../../../../app/src/lib/entities-v3/customization-values.js';

describe('choicesOf', () => {
  it('reads a comma-separated list of names, skipping empty parts', () => {
    expect(choicesOf(' Matte, Gloss ,, ', false)).toEqual([{ name: 'Matte' }, { name: 'Gloss' }]);
  });

  it('reads a swatch’s colour after its name, and leaves a swatch without one for the schema to refuse', () => {
    expect(choicesOf('Sand #d8c8a8, Deep sea #123, Plain', true)).toEqual([
      { name: 'Sand', colorCode: '#d8c8a8' },
      { name: 'Deep sea', colorCode: '#123' },
      { name: 'Plain' },
    ]);
  });
});

describe('newCustomizationBody', () => {
  it('sends choices for text and swatch choices', () => {
    const values = { name: ' Finish ', customizationType: 'PRODUCT_OPTION', customizationRenderType: 'TEXT_CHOICES' };
    expect(newCustomizationBody({ ...values, choices: 'Matte, Gloss' })).toEqual({
      name: 'Finish',
      customizationType: 'PRODUCT_OPTION',
      customizationRenderType: 'TEXT_CHOICES',
      choicesSettings: { choices: [{ name: 'Matte' }, { name: 'Gloss' }] },
    });
  });

  it('sends a text field titled by the name for a free-text modifier, and no choices', () => {
    const body = newCustomizationBody({
      name: 'Engraving',
      customizationType: 'MODIFIER',
      customizationRenderType: 'FREE_TEXT',
      choices: 'ignored',
    });
    expect(body).toEqual({
      name: 'Engraving',
      customizationType: 'MODIFIER',
      customizationRenderType: 'FREE_TEXT',
      freeTextInput: { title: 'Engraving' },
    });
  });
});
