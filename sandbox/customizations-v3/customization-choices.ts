import type { CustomizationChoice, NewCustomizationChoiceV3 } from '../../generated/types.gen.js';
import { applicationFailure, fieldFailure } from '../kernel/errors.js';
import { newId } from '../kernel/ids.js';
import { checkedText, ruleFailure } from '../kernel/entities-v3/entity-checks.js';
import type { Writable } from '../products-v3/products-v3-view.js';
import type { CustomizationRow } from './customization-rows.js';

const CHOICES_LIMIT = 1000;
const PRIMARY_LIMIT = 4;

/** A choice as stored: its type follows the render type, a swatch needs a colour, prices only on modifiers. */
export function choiceOf(
  input: NewCustomizationChoiceV3,
  owner: Pick<CustomizationRow, 'customization_type' | 'render_type'>,
  path: string,
  requireColor = true,
): CustomizationChoice {
  const expected = owner.render_type === 'SWATCH_CHOICES' ? 'ONE_COLOR' : 'CHOICE_TEXT';
  if (input.choiceType !== undefined && input.choiceType !== expected)
    throw ruleFailure(`${path}.choiceType`, `must be ${expected} for ${owner.render_type}`, 'INVALID_CHOICE_TYPE');
  if (requireColor && expected === 'ONE_COLOR' && !input.colorCode)
    throw ruleFailure(`${path}.colorCode`, 'is required for a swatch choice', 'INVALID_CHOICE_VALUE');
  if (input.defaultAddedPrice !== undefined && owner.customization_type !== 'MODIFIER')
    throw applicationFailure(
      400,
      'MODIFIER_SETTINGS_NOT_SUPPORTED_FOR_PRODUCT_OPTION',
      `${path}.defaultAddedPrice: product options have no prices`,
    );
  const name = checkedText(input.name, `${path}.name`, 50);
  const choice: Writable<CustomizationChoice> = {
    id: input.id ?? newId(),
    choiceType: expected,
    key: name,
    name,
  };
  if (input.colorCode) choice.colorCode = input.colorCode;
  if (input.defaultAddedPrice !== undefined) choice.defaultAddedPrice = input.defaultAddedPrice;
  if (input.primaryChoiceIds?.length) choice.primaryChoiceIds = [...input.primaryChoiceIds];
  return choice;
}

/**
 * The rules a whole choice list keeps: at least one choice, at most 1000, unique ids and names, and linked choices that
 * point at up to four existing primaries that are not linked themselves.
 */
export function assertChoiceList(choices: readonly CustomizationChoice[], path: string): void {
  if (choices.length === 0)
    throw ruleFailure(path, 'must keep at least one choice', 'NOT_ALLOWED_CUSTOMIZATION_WITHOUT_CHOICES');
  if (choices.length > CHOICES_LIMIT)
    throw applicationFailure(428, 'CHOICES_LIMIT_EXCEEDED', `A customization has at most ${CHOICES_LIMIT} choices`);
  const names = choices.map((c) => c.name!.toLowerCase());
  const repeated = names.findIndex((name, i) => names.indexOf(name) !== i);
  if (repeated >= 0)
    throw ruleFailure(`${path}[${repeated}].name`, 'repeats another choice name', 'DUPLICATE_CHOICE_NAME');
  const ids = choices.map((c) => c.id!);
  const sameId = ids.findIndex((id, i) => ids.indexOf(id) !== i);
  if (sameId >= 0) throw ruleFailure(`${path}[${sameId}].id`, 'repeats another choice id', 'DUPLICATE_CHOICE_ID');
  const byId = new Map(choices.map((c) => [c.id!, c]));
  choices.forEach((choice, i) => {
    const primaries = choice.primaryChoiceIds ?? [];
    if (primaries.length > PRIMARY_LIMIT)
      throw fieldFailure(`${path}[${i}].primaryChoiceIds`, `must have at most ${PRIMARY_LIMIT} items`, 'MAX_SIZE');
    for (const primaryId of primaries) {
      if (primaryId === choice.id)
        throw ruleFailure(`${path}[${i}].primaryChoiceIds`, 'names the choice itself', 'PRIMARY_CHOICE_SELF_REFERENCE');
      const primary = byId.get(primaryId);
      if (!primary)
        throw ruleFailure(`${path}[${i}].primaryChoiceIds`, `${primaryId} is not a choice`, 'PRIMARY_CHOICE_NOT_FOUND');
      if (primary.primaryChoiceIds?.length)
        throw ruleFailure(
          `${path}[${i}].primaryChoiceIds`,
          `${primaryId} is itself linked to a primary`,
          'PRIMARY_CHOICE_HIERARCHY_VIOLATION',
        );
    }
  });
}

/** Reordering must name every current choice exactly once. */
export function assertSameChoices(current: readonly CustomizationChoice[], order: readonly string[]): void {
  const ids = current.map((c) => c.id!);
  const missingIds = ids.filter((id) => !order.includes(id));
  const extraIds = order.filter((id, i) => !ids.includes(id) || order.indexOf(id) !== i);
  if (missingIds.length || extraIds.length)
    throw applicationFailure(428, 'CHOICE_IDS_MISMATCH', 'The order must name every current choice once', {
      missingIds,
      extraIds,
    });
}
