import type {
  CustomizationChoice,
  CustomizationUpdateV3,
  NewCustomizationChoiceV3,
  NewCustomizationV3,
} from '../../generated/types.gen.js';
import type { SandboxContext } from '../kernel/context.js';
import { applicationFailure, fieldFailure, notFound } from '../kernel/errors.js';
import { emitDomainEvent } from '../kernel/events/domain-events.js';
import { newId } from '../kernel/ids.js';
import type { FieldDef } from '../kernel/query/fields.js';
import { checkedText } from '../kernel/entities-v3/entity-checks.js';
import { countedView, datedFields, entityQueries, entityTable } from '../kernel/entities-v3/entity-query.js';
import { firstRevision, revisionedEntity } from '../kernel/entities-v3/revisioned-entity.js';
import { assertChoiceList, choiceOf } from './customization-choices.js';
import {
  assignedCustomizationCounts,
  bodyOf,
  type CustomizationBody,
  type CustomizationRow,
  customizationRows,
  customizationToWire,
} from './customization-rows.js';
import {
  choicesInUse,
  dropModifierFromProducts,
  productsUsing,
  renameCustomizationOnProducts,
} from './customizations-on-products.js';

const FQDN = 'wix.stores.catalog.v3.customization';
const COUNT_FIELD = 'ASSIGNED_PRODUCTS_COUNT';

export const customizationNotFound = (id: string) =>
  notFound('CUSTOMIZATION_NOT_FOUND', `Customization ${id} was not found`);

const CUSTOMIZATION = revisionedEntity<CustomizationRow>({
  title: 'Customization',
  rows: customizationRows,
  notFound: customizationNotFound,
  announce: (context, row, kind) => emitDomainEvent(context, FQDN, kind, customizationToWire(row)),
  afterUpdate(db, row, previous) {
    if (row.name !== previous.name) renameCustomizationOnProducts(db, row.id, row.name);
  },
});

export const viewCustomizations = countedView(COUNT_FIELD, assignedCustomizationCounts, customizationToWire);

/**
 * The choices or free-text settings of a new customization, checked against its type and render type. A
 * definition taken from a product keeps its choice ids and may have swatches without a colour (image swatches).
 */
function bodyFor(
  input: NewCustomizationV3,
  owner: CustomizationRow,
  path: string,
  fromProduct: boolean,
): CustomizationBody {
  if (input.customizationRenderType === 'FREE_TEXT') {
    if (input.customizationType !== 'MODIFIER')
      throw applicationFailure(400, 'INVALID_CUSTOMIZATION_RENDER_TYPE', 'FREE_TEXT is for modifiers only');
    if (input.choicesSettings)
      throw applicationFailure(400, 'DOESNT_SUPPORT_CHOICES', `${path}: free text has no choices`);
    if (!input.freeTextInput) throw fieldFailure(`${path}.freeTextInput`, 'is required', 'REQUIRED_FIELD');
    const { minCharCount = 0, maxCharCount = 500 } = input.freeTextInput;
    if (minCharCount > maxCharCount)
      throw applicationFailure(400, 'INVALID_FREE_TEXT_SETTINGS', 'minCharCount exceeds maxCharCount');
    return { freeTextInput: { ...input.freeTextInput, key: input.freeTextInput.title } };
  }
  if (input.freeTextInput) throw applicationFailure(400, 'DOESNT_SUPPORT_FREE_TEXT', `${path}: choices only`);
  if (!input.choicesSettings) throw fieldFailure(`${path}.choicesSettings`, 'is required', 'REQUIRED_FIELD');
  const choices = input.choicesSettings.choices.map((c, i) =>
    choiceOf(fromProduct ? c : { ...c, id: undefined }, owner, `${path}.choicesSettings.choices[${i}]`, !fromProduct),
  );
  assertChoiceList(choices, `${path}.choicesSettings.choices`);
  return { choicesSettings: { choices, sortOrder: 'DEFAULT' } };
}

/** Creates a customization; `id` is given only when a product's option or modifier becomes an entity. */
export function createCustomization(
  context: SandboxContext,
  input: NewCustomizationV3,
  path: string,
  id?: string,
): CustomizationRow {
  const row: CustomizationRow = {
    id: id ?? newId(),
    name: checkedText(input.name, `${path}.name`, 50),
    customization_type: input.customizationType,
    render_type: input.customizationRenderType,
    doc: '{}',
    ...firstRevision(context),
  };
  row.doc = JSON.stringify(bodyFor(input, row, path, id !== undefined));
  return CUSTOMIZATION.insert(context, row);
}

export const customizationOrFail = CUSTOMIZATION.orFail;

export const updateCustomization = CUSTOMIZATION.updater<CustomizationUpdateV3>((current, changes, path) => ({
  name: changes.name === undefined ? current.name : checkedText(changes.name, `${path}.name`, 50),
}));

/** An option in use stays; a modifier goes, and with it its place on every product. */
export function deleteCustomization(context: SandboxContext, id: string): void {
  CUSTOMIZATION.delete(context, id, (row) => {
    const productIds = row.customization_type === 'PRODUCT_OPTION' ? productsUsing(context.db, id) : [];
    if (productIds.length > 0)
      throw applicationFailure(
        428,
        'NOT_ALLOWED_DELETE_CUSTOMIZATION_ASSIGNED_TO_PRODUCT',
        `Customization ${id} is an option of products ${productIds.join(', ')}`,
        { productIds },
      );
    if (row.customization_type === 'MODIFIER') dropModifierFromProducts(context.db, id);
  });
}

type ChoiceEdit = (choices: CustomizationChoice[], row: CustomizationRow) => CustomizationChoice[];

/** Runs one choice operation: checks the revision when given, applies the edit, keeps the list rules. */
export function editChoices(
  context: SandboxContext,
  id: string,
  revision: string | undefined,
  edit: ChoiceEdit,
  sortOrder?: 'MANUAL',
): CustomizationRow {
  return context.db.transaction(() => {
    const current = CUSTOMIZATION.atRevision(context, id, revision);
    const body = bodyOf(current);
    if (!body.choicesSettings)
      throw applicationFailure(400, 'DOESNT_SUPPORT_CHOICES', `Customization ${id} is free text and has no choices`);
    const choices = edit(body.choicesSettings.choices, current);
    assertChoiceList(choices, 'choices');
    const settings = { ...body.choicesSettings, choices, ...(sortOrder ? { sortOrder } : {}) };
    return CUSTOMIZATION.commit(context, current, { doc: JSON.stringify({ choicesSettings: settings }) });
  });
}

export const addChoices =
  (inputs: readonly NewCustomizationChoiceV3[]): ChoiceEdit =>
  (choices, row) => [...choices, ...inputs.map((c, i) => choiceOf({ ...c, id: undefined }, row, `choices[${i}]`))];

/** Replaces the list; an element with a current id keeps that choice; option choices in use cannot be dropped. */
export const setChoices =
  (context: SandboxContext, inputs: readonly NewCustomizationChoiceV3[]): ChoiceEdit =>
  (choices, row) => {
    const kept = new Set(inputs.map((c) => c.id).filter((cid) => choices.some((c) => c.id === cid)));
    assertRemovable(
      context,
      row,
      choices.filter((c) => !kept.has(c.id!)).map((c) => c.id!),
    );
    return inputs.map((c, i) =>
      choiceOf({ ...c, id: c.id && kept.has(c.id) ? c.id : undefined }, row, `choices[${i}]`),
    );
  };

export const removeChoices =
  (context: SandboxContext, ids: readonly string[]): ChoiceEdit =>
  (choices, row) => {
    const unknown = ids.find((cid) => !choices.some((c) => c.id === cid));
    if (unknown) throw notFound('CHOICE_NOT_FOUND', `Choice ${unknown} is not in customization ${row.id}`);
    assertRemovable(context, row, ids);
    return choices
      .filter((c) => !ids.includes(c.id!))
      .map((c) => ({ ...c, primaryChoiceIds: (c.primaryChoiceIds ?? []).filter((p) => !ids.includes(p)) }));
  };

export const updateChoicePrimaries =
  (changes: ReadonlyArray<{ choice: { id: string; primaryChoiceIds?: string[] }; fieldMask?: string }>): ChoiceEdit =>
  (choices, row) =>
    changes.reduce((list, { choice, fieldMask }, i) => {
      const unsupported = (fieldMask ?? 'primaryChoiceIds').split(',').find((f) => f !== 'primaryChoiceIds');
      if (unsupported)
        throw applicationFailure(
          400,
          'UNSUPPORTED_CHOICE_FIELD',
          `choices[${i}].fieldMask: ${unsupported} cannot change`,
        );
      if (!list.some((c) => c.id === choice.id))
        throw notFound('CHOICE_NOT_FOUND', `Choice ${choice.id} is not in customization ${row.id}`);
      return list.map((c) => (c.id === choice.id ? { ...c, primaryChoiceIds: choice.primaryChoiceIds ?? [] } : c));
    }, choices);

export const reorderChoices =
  (order: readonly string[]): ChoiceEdit =>
  (choices) =>
    order.map((cid) => choices.find((c) => c.id === cid)!);

function assertRemovable(context: SandboxContext, row: CustomizationRow, ids: readonly string[]): void {
  if (row.customization_type !== 'PRODUCT_OPTION') return;
  const used = choicesInUse(context.db, row.id, ids);
  if (used.length)
    throw applicationFailure(428, 'CHOICE_ASSIGNED_TO_PRODUCT', `Products use the choices ${used.join(', ')}`, {
      choiceIds: used,
    });
}

const CUSTOMIZATION_FIELDS: Record<string, FieldDef> = {
  id: { sql: 'c.id', type: 'string', sortable: true },
  name: { sql: 'c.name', type: 'string', sortable: true, sortSql: 'c.name COLLATE NOCASE' },
  customizationType: { sql: 'c.customization_type', type: 'string' },
  customizationRenderType: { sql: 'c.render_type', type: 'string' },
  ...datedFields('c'),
};
const CUSTOMIZATION_TABLE = entityTable('v3_customizations c', 'c.*', 'c.num', CUSTOMIZATION_FIELDS, 100);
const CUSTOMIZATIONS = entityQueries('customizations', CUSTOMIZATION_TABLE, viewCustomizations);

export const queryCustomizations = CUSTOMIZATIONS.query;
export const countCustomizations = CUSTOMIZATIONS.count;
