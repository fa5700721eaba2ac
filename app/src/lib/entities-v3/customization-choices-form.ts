import type { FieldErrors, Resolver } from 'react-hook-form';
import type { CustomizationV3, NewChoiceV3 } from './customization-values';
import * as generated from 'sitekit/schemas';

const newChoiceSchema = generated.zNewCustomizationChoiceV3();

/** One row of the choices form: `id` keeps an existing choice; `extra` is a swatch's colour or a modifier's price. */
export interface ChoiceRow {
  id?: string;
  name: string;
  extra: string;
}

export interface ChoicesValues {
  choices: ChoiceRow[];
}

/** What a choice carries besides its name: a colour on swatches, an added price on modifiers, or nothing. */
export function choiceExtraOf(customization: CustomizationV3): 'colorCode' | 'defaultAddedPrice' | undefined {
  if (customization.customizationRenderType === 'SWATCH_CHOICES') return 'colorCode';
  return customization.customizationType === 'MODIFIER' ? 'defaultAddedPrice' : undefined;
}

export function choicesValuesOf(customization: CustomizationV3): ChoicesValues {
  const extra = choiceExtraOf(customization);
  const choices = customization.choicesSettings?.choices ?? [];
  return {
    choices: choices.map((choice) => ({
      id: choice.id,
      name: choice.name ?? '',
      extra: (extra && choice[extra]) || '',
    })),
  };
}

/** The choices as `setCustomizationChoices` takes them, in the rows' order. */
export function choicesBody(values: ChoicesValues, customization: CustomizationV3): NewChoiceV3[] {
  const extra = choiceExtraOf(customization);
  return values.choices.map(({ id, name, extra: value }) => ({
    ...(id && { id }),
    name: name.trim(),
    ...(extra && value.trim() && { [extra]: value.trim() }),
  }));
}

/** Checks every row against the contract's choice schema; a message stands on the row's name or its extra. */
export function choicesResolver(customization: CustomizationV3): Resolver<ChoicesValues> {
  return (values) => {
    const rows: FieldErrors<ChoiceRow>[] = [];
    choicesBody(values, customization).forEach((choice, index) => {
      const result = newChoiceSchema.safeParse(choice);
      for (const issue of result.error?.issues ?? []) {
        const field = issue.path[0] === 'name' ? 'name' : 'extra';
        rows[index] ??= {};
        rows[index][field] ??= { type: 'schema', message: issue.message };
      }
    });
    if (!values.choices.length)
      return { values: {}, errors: { choices: { type: 'min', message: 'Keep at least one choice' } } };
    if (!rows.length) return { values, errors: {} };
    return { values: {}, errors: { choices: rows } as FieldErrors<ChoicesValues> };
  };
}
