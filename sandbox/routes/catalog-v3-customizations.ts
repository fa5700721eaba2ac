import { assertSameId } from '../http/same-id.js';
import type { FastifyInstance } from 'fastify';
import type { Caller } from '../auth/caller.js';
import { withItemsNamed } from '../catalog-v3/bulk-results.js';
import { assertSameChoices } from '../catalog-v3/customizations/customization-choices.js';
import { bodyOf, type CustomizationRow } from '../catalog-v3/customizations/customization-rows.js';
import * as customizations from '../catalog-v3/customizations/customization-service.js';
import {
  addChoices,
  customizationOrFail,
  editChoices,
  removeChoices,
  reorderChoices,
  setChoices,
  updateChoicePrimaries,
} from '../catalog-v3/customizations/customization-service.js';
import type { SandboxContext } from '../context.js';
import { bulkOfRows } from './support/bulk.js';
import { contract } from './support/contract.js';
import type { Operations } from './support/operation.js';
import { registerV3EntityRoutes, type V3EntityRoutes } from './support/v3-entity-routes.js';

const BASE = '/stores/v3/customizations';
const BULK = '/stores/v3/bulk/customizations';

/** Customizations: reads for any caller with a token, writes for the API key. */
export function registerCustomizationRoutes(app: FastifyInstance, context: SandboxContext): void {
  const { write, view } = registerV3EntityRoutes(app, context, 'Customization', 'customizations', customizations, {
    namedResults: true,
  });

  registerChoiceRoutes(write, context, view);
  write.post(`${BULK}/add-choices`, contract('BulkAddCustomizationChoicesV3'), ({ body }) => {
    const edit = ({ customizationId, choices }: (typeof body.customizationsChoices)[number]) =>
      editChoices(context, customizationId, undefined, addChoices(choices));
    const answer = bulkOfRows(
      context.db,
      body.customizationsChoices,
      edit,
      (row) => view(row, body.fields),
      body.returnEntity,
    );
    return withItemsNamed(answer, 'customization');
  });
}

function registerChoiceRoutes(write: Operations<Caller>, context: SandboxContext, view: V3EntityRoutes['view']): void {
  const choices = (operation: string) => `${BASE}/:customizationId/${operation}`;
  const wrap = (row: CustomizationRow, fields?: readonly string[]) => ({ customization: view(row, fields) });
  /** A choice operation's id is the path's; the body's copy, if any, must equal it. */
  const idOf = ({ customizationId }: { customizationId: string }, body: { customizationId?: string }) => {
    assertSameId(body.customizationId, customizationId, 'customizationId');
    return customizationId;
  };
  write.post(choices('add-choices'), contract('AddCustomizationChoicesV3'), ({ params, body }) =>
    wrap(editChoices(context, idOf(params, body), undefined, addChoices(body.choices)), body.fields),
  );
  write.post(choices('set-choices'), contract('SetCustomizationChoicesV3'), ({ params, body }) =>
    wrap(editChoices(context, idOf(params, body), undefined, setChoices(context, body.choices)), body.fields),
  );
  write.post(choices('remove-choices'), contract('RemoveCustomizationChoicesV3'), ({ params, body }) =>
    wrap(editChoices(context, idOf(params, body), body.revision, removeChoices(context, body.choiceIds)), body.fields),
  );
  write.post(choices('update-choices'), contract('UpdateCustomizationChoicesV3'), ({ params, body }) =>
    wrap(editChoices(context, idOf(params, body), body.revision, updateChoicePrimaries(body.choices)), body.fields),
  );
  write.post(choices('reorder-choices'), contract('ReorderCustomizationChoicesV3'), ({ params, body }) => {
    const id = idOf(params, body);
    assertSameChoices(bodyOf(customizationOrFail(context, id)).choicesSettings?.choices ?? [], body.choiceIds);
    return wrap(editChoices(context, id, body.revision, reorderChoices(body.choiceIds), 'MANUAL'), body.fields);
  });
}
