// Derived by scripts/lib/entity-modules-v3.ts from the contract's `x-sitekit` (openapi/README.md): a named v3
// entity's module as data, each method the call form its `call` names and the operation it sends, and the entity's
// wire types from types.gen.ts; src/catalog-v3/entity-modules-v3.ts builds and types the module from them
// (docs/decisions.md#34).
import type {
  BulkCreateCustomizationsV3Response,
  BulkUpdateCustomizationsV3Data,
  CreateCustomizationV3Data,
  GetCustomizationV3Response,
  QueryCustomizationsV3Response,
  UpdateCustomizationV3Data,
} from '../types.gen.js';
// The operation rows, for the methods' links to the operation each sends.
import type * as operations from '../operations.gen.js';

/**
 * Customization fields `queryCustomizations` filters and sorts on (`x-sitekit.queryFields` of `queryCustomizationsV3`);
 * other names still pass, for fields the contract does not list yet.
 */
export type CustomizationQueryField = 'id' | 'name' | 'customizationType' | 'customizationRenderType' | 'createdDate' | 'updatedDate' | (string & {});

/** The wire types of `customization`, from the contract's operations. */
export interface CustomizationV3Types {
  entity: NonNullable<GetCustomizationV3Response['customization']>;
  created: CreateCustomizationV3Data['body']['customization'];
  changed: UpdateCustomizationV3Data['body']['customization'] & object;
  bulkUpdate: BulkUpdateCustomizationsV3Data['body']['customizations'][number];
  requestedField: NonNullable<UpdateCustomizationV3Data['body']['fields']>[number];
  queryField: CustomizationQueryField;
  queryResponse: QueryCustomizationsV3Response;
  bulkResponse: BulkCreateCustomizationsV3Response;
}

/**
 * `site.customizationsV3`, under the official method names and argument order: v3 catalog customizations, reusable
 * product options and modifiers with their choices. Bulk answers carry each customization as `customization`, not
 * `item`.
 */
export const customizationsV3Spec = {
  wire: { entity: 'customization', items: 'customizations', id: 'customizationId' },
  methods: {
    /** Create a customization: sends {@link operations.createCustomizationV3}. */
    createCustomization: { call: 'create', operation: 'createCustomizationV3' },
    /** Get a customization: sends {@link operations.getCustomizationV3}. */
    getCustomization: { call: 'get', operation: 'getCustomizationV3' },
    /** Delete a customization: sends {@link operations.deleteCustomizationV3}. */
    deleteCustomization: { call: 'delete', operation: 'deleteCustomizationV3' },
    /** Update a customization: sends {@link operations.updateCustomizationV3}. */
    updateCustomization: { call: 'update', operation: 'updateCustomizationV3' },
    /** Query customizations: sends {@link operations.queryCustomizationsV3}. */
    queryCustomizations: { call: 'query', operation: 'queryCustomizationsV3' },
    /** Count customizations: sends {@link operations.countCustomizationsV3}. */
    countCustomizations: { call: 'count', operation: 'countCustomizationsV3' },
    /** Bulk create customizations: sends {@link operations.bulkCreateCustomizationsV3}. */
    bulkCreateCustomizations: { call: 'bulkCreate', operation: 'bulkCreateCustomizationsV3' },
    /** Bulk update customizations: sends {@link operations.bulkUpdateCustomizationsV3}. */
    bulkUpdateCustomizations: { call: 'bulkUpdate', operation: 'bulkUpdateCustomizationsV3' },
  },
  /** The methods without a call form, which src/catalog-v3/customizations-v3-extras.ts implements. */
  extras: ['addCustomizationChoices', 'setCustomizationChoices', 'removeCustomizationChoices', 'updateCustomizationChoices', 'reorderCustomizationChoices', 'bulkAddCustomizationChoices'],
} as const;
