import type { Caller } from '../kernel/http/caller.js';
import { withItemsNamed } from '../kernel/entities-v3/bulk-results.js';
import { assertSameChoices } from './customization-choices.js';
import { bodyOf, type CustomizationRow } from './customization-rows.js';
import {
  addChoices,
  countCustomizations,
  createCustomization,
  customizationOrFail,
  deleteCustomization,
  editChoices,
  queryCustomizations,
  removeChoices,
  reorderChoices,
  setChoices,
  updateChoicePrimaries,
  updateCustomization,
  viewCustomizations,
} from './customization-service.js';
import type { SandboxContext } from '../kernel/context.js';
import { assertSameId } from '../kernel/http/same-id.js';
import { adminOnly, anyCaller } from '../kernel/http/access.js';
import { bulkOfRows } from '../kernel/entities-v3/bulk-writes.js';
import type { ModuleRoutes } from '../kernel/http/module-routes.js';
import { type Handlers, behind } from '../kernel/http/serve.js';
import { type V3EntityHandlers, v3EntityHandlers } from '../kernel/entities-v3/v3-entity-handlers.js';

type View = V3EntityHandlers<'Customization', CustomizationRow>['view'];

/** Customizations: reads for any caller with a token, writes for the API key. */
export const routes: ModuleRoutes<'customizationsV3'> = (context) => {
  const { reads, writes, view } = v3EntityHandlers(
    context,
    'Customization',
    {
      create: createCustomization,
      orFail: customizationOrFail,
      update: updateCustomization,
      remove: deleteCustomization,
      view: viewCustomizations,
      query: queryCustomizations,
      count: countCustomizations,
    },
    { namedResults: true },
  );
  return {
    ...behind(anyCaller(context), reads),
    ...behind(adminOnly(context, 'Customization writes'), {
      ...writes,
      ...choiceHandlers(context, view),
      bulkAddCustomizationChoicesV3: ({ body }) => {
        const edit = ({ customizationId, choices }: (typeof body.customizationsChoices)[number]) =>
          editChoices(context, customizationId, undefined, addChoices(choices));
        const response = bulkOfRows(
          context.db,
          body.customizationsChoices,
          edit,
          (row) => view(row, body.fields),
          body.returnEntity,
        );
        return withItemsNamed(response, 'customization');
      },
    }),
  };
};

function choiceHandlers(context: SandboxContext, view: View) {
  const wrap = (row: CustomizationRow, fields?: readonly string[]) => ({ customization: view(row, fields) });
  /** A choice operation's id is the path's; the body's copy, if any, must equal it. */
  const idOf = ({ customizationId }: { customizationId: string }, body: { customizationId?: string }) => {
    assertSameId(body.customizationId, customizationId, 'customizationId');
    return customizationId;
  };
  return {
    addCustomizationChoicesV3: ({ params, body }) =>
      wrap(editChoices(context, idOf(params, body), undefined, addChoices(body.choices)), body.fields),
    setCustomizationChoicesV3: ({ params, body }) =>
      wrap(editChoices(context, idOf(params, body), undefined, setChoices(context, body.choices)), body.fields),
    removeCustomizationChoicesV3: ({ params, body }) =>
      wrap(
        editChoices(context, idOf(params, body), body.revision, removeChoices(context, body.choiceIds)),
        body.fields,
      ),
    updateCustomizationChoicesV3: ({ params, body }) =>
      wrap(editChoices(context, idOf(params, body), body.revision, updateChoicePrimaries(body.choices)), body.fields),
    reorderCustomizationChoicesV3: ({ params, body }) => {
      const id = idOf(params, body);
      assertSameChoices(bodyOf(customizationOrFail(context, id)).choicesSettings?.choices ?? [], body.choiceIds);
      return wrap(editChoices(context, id, body.revision, reorderChoices(body.choiceIds), 'MANUAL'), body.fields);
    },
  } satisfies Handlers<Caller>;
}
