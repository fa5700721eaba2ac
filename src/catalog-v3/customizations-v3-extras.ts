import { customizationsV3Operations } from '../../generated/operation-names.gen.js';
import type {
  AddCustomizationChoicesV3Response,
  BulkAddCustomizationChoicesV3Data,
  CustomizationBulkResults,
  CustomizationRequestedField,
  NewCustomizationChoiceV3,
  UpdateCustomizationChoicesV3Data,
} from '../../generated/types.gen.js';
import type { SiteContext } from '../core/site-context.js';
import type { CallOptions } from '../http/call-options.js';
import type { WithImageStrings } from '../images/image-input.js';
import { callerFor } from '../http/call-operation.js';
import { entityConflictGuard } from './revision-conflict.js';
import type { BulkEntityOptions, RequestedFieldsOption } from './entity-module-v3.js';
import { fieldsPart, withJoinedMasks, type MaskedUpdate } from './requested-fields.js';

export type CustomizationFieldsOptions = RequestedFieldsOption<CustomizationRequestedField>;
type WireChoiceUpdate = UpdateCustomizationChoicesV3Data['body']['choices'][number];
/** `{choice: {id, primaryChoiceIds}, fieldMask?}`; a `fieldMask` list goes as one comma-joined string. */
export type CustomizationChoiceUpdateElement = MaskedUpdate<WireChoiceUpdate>;
export type CustomizationChoices = WithImageStrings<
  BulkAddCustomizationChoicesV3Data['body']['customizationsChoices'][number]
>;
/** A choice to add, its `image` and `displayImage` also as image strings. */
export type NewCustomizationChoice = WithImageStrings<NewCustomizationChoiceV3>;
/** What every choice operation answers: `{customization}`. */
export type CustomizationChoicesResponse = AddCustomizationChoicesV3Response;

export interface RemoveChoicesOptions extends CustomizationFieldsOptions {
  /** The revision the caller read; a stale one fails with a `SiteRevisionConflictError`. */
  revision?: string;
}

/**
 * The choice calls of `site.customizationsV3`, which no shared call form of entity-calls-v3.ts covers (their operations'
 * `x-sitekit` names no `call`); src/catalog-v3/entity-modules-v3.ts adds them to the module. They answer
 * `{customization}`; `updateCustomizationChoices`, `reorderCustomizationChoices` (and `removeCustomizationChoices` given
 * a `revision`) fail with a `SiteRevisionConflictError` on a stale revision.
 */
export interface CustomizationsV3Extras {
  addCustomizationChoices(
    customizationId: string,
    choices: NewCustomizationChoice[],
    options?: CustomizationFieldsOptions,
    call?: CallOptions,
  ): Promise<CustomizationChoicesResponse>;
  /** Replaces every choice; choices in use by products cannot be dropped. */
  setCustomizationChoices(
    customizationId: string,
    choices: NewCustomizationChoice[],
    options?: CustomizationFieldsOptions,
    call?: CallOptions,
  ): Promise<CustomizationChoicesResponse>;
  removeCustomizationChoices(
    customizationId: string,
    choiceIds: string[],
    options?: RemoveChoicesOptions,
    call?: CallOptions,
  ): Promise<CustomizationChoicesResponse>;
  /** Only `primaryChoiceIds` of a choice can change. */
  updateCustomizationChoices(
    customizationId: string,
    revision: string,
    options: { choices: CustomizationChoiceUpdateElement[] } & CustomizationFieldsOptions,
    call?: CallOptions,
  ): Promise<CustomizationChoicesResponse>;
  /** `choiceIds` lists every current choice, in the new order. */
  reorderCustomizationChoices(
    customizationId: string,
    revision: string,
    options: { choiceIds: string[] } & CustomizationFieldsOptions,
    call?: CallOptions,
  ): Promise<CustomizationChoicesResponse>;
  bulkAddCustomizationChoices(
    customizationsChoices: CustomizationChoices[],
    options?: BulkEntityOptions<CustomizationRequestedField>,
    call?: CallOptions,
  ): Promise<CustomizationBulkResults>;
}

export function createCustomizationsV3Extras(context: SiteContext): CustomizationsV3Extras {
  const send = callerFor(context);
  const guarded = entityConflictGuard('customization');
  return {
    addCustomizationChoices: (customizationId, choices, { fields } = {}, call) =>
      send(
        customizationsV3Operations.addCustomizationChoices,
        { path: { customizationId }, body: { customizationId, choices, ...fieldsPart(fields) } },
        call,
      ),
    setCustomizationChoices: (customizationId, choices, { fields } = {}, call) =>
      send(
        customizationsV3Operations.setCustomizationChoices,
        { path: { customizationId }, body: { customizationId, choices, ...fieldsPart(fields) } },
        call,
      ),
    removeCustomizationChoices: (customizationId, choiceIds, options = {}, call) =>
      guarded(customizationId, () =>
        send(
          customizationsV3Operations.removeCustomizationChoices,
          { path: { customizationId }, body: { customizationId, choiceIds, ...options } },
          call,
        ),
      ),
    updateCustomizationChoices: (customizationId, revision, { choices, ...options }, call) =>
      guarded(customizationId, () =>
        send(
          customizationsV3Operations.updateCustomizationChoices,
          {
            path: { customizationId },
            body: { customizationId, revision, choices: withJoinedMasks<WireChoiceUpdate>(choices), ...options },
          },
          call,
        ),
      ),
    reorderCustomizationChoices: (customizationId, revision, options, call) =>
      guarded(customizationId, () =>
        send(
          customizationsV3Operations.reorderCustomizationChoices,
          { path: { customizationId }, body: { customizationId, revision, ...options } },
          call,
        ),
      ),
    bulkAddCustomizationChoices: (customizationsChoices, options = {}, call) =>
      send(
        customizationsV3Operations.bulkAddCustomizationChoices,
        { body: { customizationsChoices, ...options } },
        call,
      ),
  };
}
