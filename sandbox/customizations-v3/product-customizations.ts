import type {
  ConnectedModifier,
  ConnectedOption,
  CustomizationChoice,
  NewCustomizationV3,
} from '../../generated/types.gen.js';
import type { SandboxContext } from '../kernel/context.js';
import type { ProductLink } from '../products-v3/product-links.js';
import { ruleFailure } from '../kernel/entities-v3/entity-checks.js';
import { bodyOf, customizationRows } from './customization-rows.js';
import { createCustomization } from './customization-service.js';
import { nextRevision } from '../kernel/entities-v3/revisioned-entity.js';

type Connected = ConnectedOption | ConnectedModifier;
type ConnectedChoice = { choiceId?: string; name?: string; choiceType?: string; colorCode?: string };
type CustomizationType = 'PRODUCT_OPTION' | 'MODIFIER';
type RenderType = 'FREE_TEXT' | 'TEXT_CHOICES' | 'SWATCH_CHOICES';

/** Where a product lists its connected customizations of each type. */
const CONNECTED_LISTS = [
  { list: 'options', type: 'PRODUCT_OPTION' },
  { list: 'modifiers', type: 'MODIFIER' },
] as const;

const renderTypeOf = (connected: Connected, type: CustomizationType): RenderType =>
  (type === 'PRODUCT_OPTION'
    ? (connected as ConnectedOption).optionRenderType
    : (connected as ConnectedModifier).modifierRenderType) ?? 'TEXT_CHOICES';

type ConnectedLists = { options?: ConnectedOption[]; modifiers?: ConnectedModifier[] };

/**
 * A product's options and modifiers that name an existing customization by `id` alone take its name, and their
 * choices named by `choiceId` alone take the customization's choice names and types: the customization is what the
 * product shows (renaming it renames the products' options, per the customizations reference). Answers a copy.
 */
export function namedAfterCustomizations<P extends ConnectedLists>(context: SandboxContext, product: P): P {
  const named = <C extends Connected>(connected: C): C => {
    const row = connected.id && !connected.name ? customizationRows.find(context.db, connected.id) : undefined;
    if (!row) return connected;
    const known = bodyOf(row).choicesSettings?.choices ?? [];
    const choices = (connected.choicesSettings?.choices ?? []) as ConnectedChoice[];
    const withNames = choices.map((choice) => {
      const entity = choice.name ? undefined : known.find((c) => c.id === choice.choiceId);
      if (!entity) return choice;
      const { name, choiceType, colorCode } = entity;
      return { ...(colorCode ? { colorCode } : {}), choiceType, ...choice, name };
    });
    return {
      ...connected,
      name: row.name,
      ...(connected.choicesSettings ? { choicesSettings: { ...connected.choicesSettings, choices: withNames } } : {}),
    };
  };
  return {
    ...product,
    ...(product.options ? { options: product.options.map(named) } : {}),
    ...(product.modifiers ? { modifiers: product.modifiers.map(named) } : {}),
  };
}

/**
 * Makes every option and modifier of a product a customization entity with the same id before the product is
 * stored: an unknown id creates the entity from the product's definition (options named alike share one id, so
 * they share one entity), a known one gains the choices it lacks. A product choice whose name the entity already
 * has under another id takes the entity's id, in the option and in the variants.
 */
export const linkProductCustomizations: ProductLink = (context, product, path) => {
  const renamed = new Map<string, string>();
  for (const { list, type } of CONNECTED_LISTS) {
    const connected: readonly Connected[] = product[list] ?? [];
    connected.forEach((c, i) => link(context, c, type, renderTypeOf(c, type), `${path}.${list}[${i}]`, renamed));
  }
  if (renamed.size === 0) return;
  for (const variant of product.variantsInfo?.variants ?? [])
    for (const choice of variant.choices ?? []) {
      const ids = choice.optionChoiceIds;
      if (ids?.choiceId && renamed.has(ids.choiceId)) ids.choiceId = renamed.get(ids.choiceId)!;
    }
};

function link(
  context: SandboxContext,
  connected: Connected,
  type: CustomizationType,
  renderType: RenderType,
  path: string,
  renamed: Map<string, string>,
): void {
  const choices = (connected.choicesSettings?.choices ?? []) as ConnectedChoice[];
  const existing = customizationRows.find(context.db, connected.id!);
  // An option links a product option of its render type, a modifier a modifier of its own: a free-text modifier
  // behind an option would leave the option without choices (and deletable while products use it).
  if (existing && (existing.customization_type !== type || existing.render_type !== renderType))
    throw ruleFailure(
      `${path}.id`,
      `names a ${existing.render_type} ${existing.customization_type}, not a ${renderType} ${type}`,
      'CUSTOMIZATION_TYPE_MISMATCH',
    );
  if (!existing) {
    createCustomization(context, definitionOf(connected, type, renderType, choices), path, connected.id!);
    return;
  }
  const body = bodyOf(existing);
  if (!body.choicesSettings) return;
  const known = body.choicesSettings.choices;
  const added: CustomizationChoice[] = [];
  for (const choice of choices) {
    if (known.some((c) => c.id === choice.choiceId)) continue;
    const sameName = known.find((c) => c.name?.toLowerCase() === choice.name?.toLowerCase());
    if (sameName) {
      renamed.set(choice.choiceId!, sameName.id!);
      choice.choiceId = sameName.id!;
    } else added.push(entityChoice(choice, renderType));
  }
  if (added.length === 0) return;
  const doc = JSON.stringify({ choicesSettings: { ...body.choicesSettings, choices: [...known, ...added] } });
  customizationRows.write(context.db, nextRevision(context, existing, { doc }), false);
}

function entityChoice(
  choice: ConnectedChoice,
  renderType: string,
): Omit<CustomizationChoice, 'image' | 'displayImage'> & { name: string } {
  return {
    id: choice.choiceId!,
    name: choice.name ?? '',
    choiceType: renderType === 'SWATCH_CHOICES' ? 'ONE_COLOR' : 'CHOICE_TEXT',
    ...(choice.colorCode ? { colorCode: choice.colorCode } : {}),
  };
}

function definitionOf(
  connected: Connected,
  type: CustomizationType,
  renderType: RenderType,
  choices: ConnectedChoice[],
): NewCustomizationV3 {
  const freeText = (connected as ConnectedModifier).freeTextSettings;
  return {
    name: connected.name ?? '',
    customizationType: type,
    customizationRenderType: renderType,
    ...(renderType === 'FREE_TEXT'
      ? { freeTextInput: { ...freeText, title: freeText?.title ?? connected.name ?? '' } }
      : { choicesSettings: { choices: choices.map((c) => entityChoice(c, renderType)) } }),
  };
}
