import type { SiteClient } from 'sitekit';
import * as hooks from 'sitekit/react';
import * as generated from 'sitekit/schemas';
import { CustomizationChoicesEditorV3 } from '../../../components/manager-v3/CustomizationChoicesEditorV3';
import type { EntityDescriptorV3 } from '../entity-kind';
import { entityReads } from '../entity-page-reader';
import { entityWrites } from '../entity-writes';
import {
  RENDER_LABELS,
  TYPE_LABELS,
  newCustomizationBody,
  type CustomizationV3,
  type NewCustomizationV3,
} from '../customization-values';

type Customizations = SiteClient['customizationsV3'];

const optionsOf = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

const NAME_FIELD = { name: 'name', label: 'Customization name', hint: 'Shown to customers: "Color", "Gift message".' };

/** Customizations: the options and modifiers products share; the choices are edited below the name. */
export const descriptor: EntityDescriptorV3<CustomizationV3> = {
  noun: 'customization',
  nameOf: (customization) => customization.name ?? '',
  columns: [
    { label: 'Type', value: (c) => TYPE_LABELS[c.customizationType ?? ''] ?? c.customizationType },
    { label: 'Shown as', value: (c) => RENDER_LABELS[c.customizationRenderType ?? ''] ?? c.customizationRenderType },
    { label: 'Choices', value: (c) => c.choicesSettings?.choices?.map((choice) => choice.name).join(', ') ?? '—' },
    { label: 'Products', value: (c) => c.assignedProductsCount ?? '—' },
  ],
  ...entityReads(
    { sortField: 'name', options: { fields: ['ASSIGNED_PRODUCTS_COUNT'] }, items: (a) => a.customizations },
    [hooks.useQueryCustomizationsV3, hooks.useGetCustomizationV3],
  ),
  ...entityWrites<NewCustomizationV3, Parameters<Customizations['updateCustomization']>[1]>([
    hooks.useCreateCustomizationV3,
    hooks.useUpdateCustomizationV3,
    hooks.useDeleteCustomizationV3,
  ]),
  createForm: {
    fields: [
      NAME_FIELD,
      { name: 'customizationType', label: 'Type', options: optionsOf(TYPE_LABELS) },
      { name: 'customizationRenderType', label: 'Shown as', options: optionsOf(RENDER_LABELS) },
      { name: 'choices', label: 'Choices', hint: 'Separated by commas; a swatch takes its colour: "Sand #d8c8a8".' },
    ],
    schema: generated.zNewCustomizationV3(),
    fieldOfProperty: { choicesSettings: 'choices', freeTextInput: 'customizationRenderType' },
    bodyOf: newCustomizationBody,
    initial: { name: '', customizationType: 'PRODUCT_OPTION', customizationRenderType: 'TEXT_CHOICES', choices: '' },
  },
  editForm: {
    fields: [NAME_FIELD],
    schema: generated.zCustomizationUpdateV3(),
    valuesOf: (customization) => ({ name: customization.name ?? '' }),
  },
  renderExtra: (customization) =>
    customization.choicesSettings && <CustomizationChoicesEditorV3 customization={customization} />,
};
