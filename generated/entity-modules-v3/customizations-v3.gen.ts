// Derived by scripts/lib/entity-modules-v3.ts from the contract's `x-sitekit` (openapi/README.md): a named v3
// entity's module, each method built by the call form its `call` names (src/catalog-v3/entity-calls-v3.ts) for the
// operation it sends, typed from types.gen.ts (docs/decisions.md#34).
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
import type { CursorQueryBuilder } from '../../src/catalog-v3/cursor-query-builder.js';
import { entityCallsV3 } from '../../src/catalog-v3/entity-calls-v3.js';
import type { EntityCallFormsV3 } from '../../src/catalog-v3/entity-module-v3.js';
import { createCustomizationsV3Extras, type CustomizationsV3Extras } from '../../src/catalog-v3/customizations-v3-extras.js';
import type { SiteContext } from '../../src/core/site-context.js';
import type { WithImageStrings } from '../../src/images/image-input.js';

/**
 * Customization fields `queryCustomizations` filters and sorts on (`x-sitekit.queryFields` of `queryCustomizationsV3`);
 * other names still pass, for fields the contract does not list yet.
 */
export type CustomizationQueryField = 'id' | 'name' | 'customizationType' | 'customizationRenderType' | 'createdDate' | 'updatedDate' | (string & {});

/** The wire types of `customization`, from the contract's operations. */
type CustomizationTypes = {
  entity: NonNullable<GetCustomizationV3Response['customization']>;
  created: WithImageStrings<CreateCustomizationV3Data['body']['customization']>;
  changed: WithImageStrings<UpdateCustomizationV3Data['body']['customization'] & object>;
  bulkUpdate: WithImageStrings<BulkUpdateCustomizationsV3Data['body']['customizations'][number]> & { fieldMask?: string };
  requestedField: NonNullable<UpdateCustomizationV3Data['body']['fields']>[number];
  queryField: CustomizationQueryField;
  queryResponse: QueryCustomizationsV3Response;
  bulkResponse: BulkCreateCustomizationsV3Response;
};

export type CustomizationsV3QueryBuilder = CursorQueryBuilder<CustomizationQueryField, CustomizationTypes['entity']>;

/**
 * `site.customizationsV3`, under the official method names and argument order: v3 catalog customizations, reusable
 * product options and modifiers with their choices. Bulk answers carry each customization as `customization`, not
 * `item`.
 */
export interface CustomizationsV3Module extends Pick<
  CustomizationsV3Extras,
  | 'addCustomizationChoices'
  | 'setCustomizationChoices'
  | 'removeCustomizationChoices'
  | 'updateCustomizationChoices'
  | 'reorderCustomizationChoices'
  | 'bulkAddCustomizationChoices'
> {
  /** Create a customization: sends {@link operations.createCustomizationV3}. */
  createCustomization: EntityCallFormsV3<CustomizationTypes>['create'];
  /** Get a customization: sends {@link operations.getCustomizationV3}. */
  getCustomization: EntityCallFormsV3<CustomizationTypes>['get'];
  /** Delete a customization: sends {@link operations.deleteCustomizationV3}. */
  deleteCustomization: EntityCallFormsV3<CustomizationTypes>['delete'];
  /** Update a customization: sends {@link operations.updateCustomizationV3}. */
  updateCustomization: EntityCallFormsV3<CustomizationTypes>['update'];
  /** Query customizations: sends {@link operations.queryCustomizationsV3}. */
  queryCustomizations: EntityCallFormsV3<CustomizationTypes>['query'];
  /** Count customizations: sends {@link operations.countCustomizationsV3}. */
  countCustomizations: EntityCallFormsV3<CustomizationTypes>['count'];
  /** Bulk create customizations: sends {@link operations.bulkCreateCustomizationsV3}. */
  bulkCreateCustomizations: EntityCallFormsV3<CustomizationTypes>['bulkCreate'];
  /** Bulk update customizations: sends {@link operations.bulkUpdateCustomizationsV3}. */
  bulkUpdateCustomizations: EntityCallFormsV3<CustomizationTypes>['bulkUpdate'];
}

export function createCustomizationsV3(context: SiteContext): CustomizationsV3Module {
  const calls = entityCallsV3(context, {
    entity: 'customization',
    items: 'customizations',
    id: 'customizationId',
    query: 'queryCustomizationsV3',
  });
  return {
    ...createCustomizationsV3Extras(context),
    createCustomization: calls.create('createCustomizationV3'),
    getCustomization: calls.get('getCustomizationV3'),
    deleteCustomization: calls.delete('deleteCustomizationV3'),
    updateCustomization: calls.update('updateCustomizationV3'),
    queryCustomizations: calls.query,
    countCustomizations: calls.count('countCustomizationsV3'),
    bulkCreateCustomizations: calls.bulkCreate('bulkCreateCustomizationsV3'),
    bulkUpdateCustomizations: calls.bulkUpdate('bulkUpdateCustomizationsV3'),
  } as CustomizationsV3Module;
}
