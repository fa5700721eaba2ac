import type { SiteClient } from 'sitekit';
import type { EntityValuesV3 } from './entity-kind';

type Customizations = SiteClient['customizationsV3'];
export type CustomizationV3 = Awaited<ReturnType<Customizations['getCustomization']>>;
export type NewCustomizationV3 = Parameters<Customizations['createCustomization']>[0];
export type NewChoiceV3 = NonNullable<NewCustomizationV3['choicesSettings']>['choices'][number];

export const TYPE_LABELS: Record<string, string> = { PRODUCT_OPTION: 'Product option', MODIFIER: 'Modifier' };
export const RENDER_LABELS: Record<string, string> = {
  TEXT_CHOICES: 'Text choices',
  SWATCH_CHOICES: 'Colour swatches',
  FREE_TEXT: 'Free text (modifiers only)',
};

type CustomizationChoiceV3 = NonNullable<NonNullable<CustomizationV3['choicesSettings']>['choices']>[number];

/** A customization's choice as a product connects it, as an option's or a modifier's choice. */
export const connectedChoice = (choice: CustomizationChoiceV3) => ({
  choiceId: choice.id,
  name: choice.name,
  choiceType: choice.choiceType,
  ...(choice.colorCode ? { colorCode: choice.colorCode } : {}),
});

/** A swatch written as "Sand #d8c8a8": the name, then its colour. */
const SWATCH = /^(.*?)\s+(#[0-9a-f]{3,8})$/i;

/** The choices typed as a comma-separated list; a swatch carries its colour after its name. */
export function choicesOf(text: string, swatches: boolean): NewChoiceV3[] {
  const names = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (!swatches) return names.map((name) => ({ name }));
  return names.map((part) => {
    const [, name, colorCode] = SWATCH.exec(part) ?? [undefined, part, undefined];
    return { name: name!, ...(colorCode && { colorCode }) };
  });
}

/** The new customization's body: choices for text and swatch choices, a text field titled by the name for free text. */
export function newCustomizationBody(values: EntityValuesV3): NewCustomizationV3 {
  const renderType = values.customizationRenderType as NewCustomizationV3['customizationRenderType'];
  const base = {
    name: values.name?.trim() ?? '',
    customizationType: values.customizationType as NewCustomizationV3['customizationType'],
    customizationRenderType: renderType,
  };
  if (renderType === 'FREE_TEXT') return { ...base, freeTextInput: { title: base.name } };
  return {
    ...base,
    choicesSettings: { choices: choicesOf(values.choices ?? '', renderType === 'SWATCH_CHOICES') },
  };
}
