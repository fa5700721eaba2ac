import { describe, expect, it } from 'vitest';
import { createCustomizationsV3, type CustomizationsV3Module } from '../../../src/catalog-v3/entity-modules-v3.js';
import { testContext, useCatalogServer } from '../catalog/support/catalog-server.js';
import { itBehavesLikeANamedEntity, type EntitySuite } from './support/entity-suite.js';
import { wire, type WireCase } from '../catalog/support/wire-cases.js';
import { type FieldCase, refused, renamed } from '../catalog/support/field-cases.js';
import { partialBulk } from './support/v3-samples.js';
import { conflictOf, revisionMismatch } from './support/revision-conflicts.js';

const CUSTOMIZATION = {
  id: 'E1',
  revision: '3',
  name: 'Color',
  customizationType: 'PRODUCT_OPTION',
  customizationRenderType: 'SWATCH_CHOICES',
  choicesSettings: { choices: [{ id: 'C1', choiceType: 'ONE_COLOR', name: 'Sand', colorCode: '#D8C3A5' }] },
};
const CHOICE = { choiceType: 'ONE_COLOR' as const, name: 'Moss', colorCode: '#4A5D23' };
const WRAPPED = { customization: CUSTOMIZATION };
/** Customization bulks carry the entity as `customization`, not `item`. */
const BULK = partialBulk(CUSTOMIZATION, 'REVISION_MISMATCH', 'customization');

const SUITE: EntitySuite<CustomizationsV3Module> = {
  create: createCustomizationsV3,
  entity: 'customization',
  sample: CUSTOMIZATION,
  created: {
    name: 'Color',
    customizationType: 'PRODUCT_OPTION',
    customizationRenderType: 'SWATCH_CHOICES',
    choicesSettings: { choices: [CHOICE] },
  },
  changed: { revision: '3', name: 'Colour' },
  requestedField: 'CHOICE_DISPLAY_IMAGE',
  partialBulk: BULK,
};

const CHOICES_PATH = '/stores/v3/customizations/E1';

const cases: Array<WireCase<CustomizationsV3Module>> = [
  wire(
    (c) => c.addCustomizationChoices('E1', [CHOICE], { fields: ['ASSIGNED_PRODUCTS_COUNT'] }),
    `POST ${CHOICES_PATH}/add-choices`,
    {
      detail: 'repeats the id and answers {customization}',
      body: { customizationId: 'E1', choices: [CHOICE], fields: ['ASSIGNED_PRODUCTS_COUNT'] },
      answer: WRAPPED,
    },
  ),
  wire(
    (c) => c.setCustomizationChoices('E1', [{ id: 'C1', name: 'Sand' }, CHOICE]),
    `POST ${CHOICES_PATH}/set-choices`,
    { body: { customizationId: 'E1', choices: [{ id: 'C1', name: 'Sand' }, CHOICE] }, answer: WRAPPED },
  ),
  wire((c) => c.removeCustomizationChoices('E1', ['C2'], { revision: '3' }), `POST ${CHOICES_PATH}/remove-choices`, {
    detail: 'sends the revision option',
    body: { customizationId: 'E1', choiceIds: ['C2'], revision: '3' },
    answer: WRAPPED,
  }),
  wire(
    (c) =>
      c.updateCustomizationChoices('E1', '3', {
        choices: [{ choice: { id: 'C2', primaryChoiceIds: ['C1'] }, fieldMask: ['primaryChoiceIds'] }],
      }),
    `POST ${CHOICES_PATH}/update-choices`,
    {
      detail: 'joins each choice’s field mask',
      body: {
        customizationId: 'E1',
        revision: '3',
        choices: [{ choice: { id: 'C2', primaryChoiceIds: ['C1'] }, fieldMask: 'primaryChoiceIds' }],
      },
      answer: WRAPPED,
    },
  ),
  wire(
    (c) => c.reorderCustomizationChoices('E1', '3', { choiceIds: ['C2', 'C1'] }),
    `POST ${CHOICES_PATH}/reorder-choices`,
    { body: { customizationId: 'E1', revision: '3', choiceIds: ['C2', 'C1'] }, answer: WRAPPED },
  ),
  wire(
    (c) => c.bulkAddCustomizationChoices([{ customizationId: 'E1', choices: [CHOICE] }], { returnEntity: true }),
    'POST /stores/v3/bulk/customizations/add-choices',
    {
      detail: 'keeps each result’s customization',
      body: { customizationsChoices: [{ customizationId: 'E1', choices: [CHOICE] }], returnEntity: true },
      answer: BULK,
    },
  ),
];

const CHOICE_UPDATE = { choices: [{ choice: { id: 'C1' } }] };

const fieldCases: Array<FieldCase<CustomizationsV3Module>> = [
  refused((c) => c.updateCustomizationChoices('E1', '', CHOICE_UPDATE), 'an empty positional revision', ['revision']),
  renamed((c) => c.updateCustomizationChoices('E1', '3', CHOICE_UPDATE), ['revision'], ['revision']),
  refused((c) => c.reorderCustomizationChoices('E1', '3', { choiceIds: 'C1' as never }), 'a lone id', [
    'options.choiceIds',
  ]),
];

describe('site.customizationsV3 calls on the wire', () => {
  const server = useCatalogServer();
  itBehavesLikeANamedEntity(server, SUITE, cases, fieldCases);

  it('turns a stale revision of a choice operation into a conflict naming the customization', async () => {
    server.answer(() => revisionMismatch('stale', 'x'));
    const customizations = createCustomizationsV3(testContext());
    const failures = await Promise.all([
      customizations.reorderCustomizationChoices('E1', '2', { choiceIds: ['C1'] }).catch((error: unknown) => error),
      customizations.removeCustomizationChoices('E1', ['C1'], { revision: '2' }).catch((error: unknown) => error),
    ]);
    expect(failures.map((failure) => conflictOf(failure)?.entity)).toEqual(['customization', 'customization']);
  });

  it('leaves frozen choice updates as they were', async () => {
    server.answer(() => WRAPPED);
    const choices = Object.freeze([
      Object.freeze({ choice: Object.freeze({ id: 'C2', primaryChoiceIds: ['C1'] }), fieldMask: ['primaryChoiceIds'] }),
    ]);
    await createCustomizationsV3(testContext()).updateCustomizationChoices('E1', '3', { choices: [...choices] });
    expect(choices[0]?.fieldMask).toEqual(['primaryChoiceIds']);
  });
});
