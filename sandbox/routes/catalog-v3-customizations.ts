import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  zAddCustomizationChoicesV3Body,
  zAddCustomizationChoicesV3Path,
  zBulkAddCustomizationChoicesV3Body,
  zBulkCreateCustomizationsV3Body,
  zBulkUpdateCustomizationsV3Body,
  zCountCustomizationsV3Body,
  zCreateCustomizationV3Body,
  zDeleteCustomizationV3Path,
  zDeleteCustomizationV3Query,
  zGetCustomizationV3Path,
  zGetCustomizationV3Query,
  zQueryCustomizationsV3ByPostBody,
  zQueryCustomizationsV3Query,
  zRemoveCustomizationChoicesV3Body,
  zRemoveCustomizationChoicesV3Path,
  zReorderCustomizationChoicesV3Body,
  zReorderCustomizationChoicesV3Path,
  zSetCustomizationChoicesV3Body,
  zSetCustomizationChoicesV3Path,
  zUpdateCustomizationChoicesV3Body,
  zUpdateCustomizationChoicesV3Path,
  zUpdateCustomizationV3Body,
  zUpdateCustomizationV3Path,
} from '../../generated/zod.gen.js';
import { authenticate, requireAdmin } from '../auth/caller.js';
import { runBulk, withItemsNamed } from '../catalog-v3/bulk-results.js';
import { assertSameChoices } from '../catalog-v3/customizations/customization-choices.js';
import type { CustomizationRow } from '../catalog-v3/customizations/customization-rows.js';
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
} from '../catalog-v3/customizations/customization-service.js';
import { bodyOf } from '../catalog-v3/customizations/customization-rows.js';
import type { SandboxContext } from '../context.js';
import { fieldFailure } from '../errors.js';
import { withListParams } from '../http/dot-r-input.js';
import { optionalBody, validate } from '../http/input.js';
import { assertSameId } from '../http/same-id.js';
import { registerDotRRead } from '../http/dot-r-read.js';

const BASE = '/stores/v3/customizations';
const BULK = '/stores/v3/bulk/customizations';

/** Customizations: reads for any caller with a token, writes for the API key. */
export function registerCustomizationRoutes(app: FastifyInstance, context: SandboxContext): void {
  const writer = (request: FastifyRequest) => requireAdmin(authenticate(context, request), 'Customization writes');
  const view = (row: CustomizationRow, fields?: readonly string[]) => viewCustomizations(context, [row], fields)[0]!;
  const wrap = (row: CustomizationRow, fields?: readonly string[]) => ({ customization: view(row, fields) });

  app.post(BASE, async (request) => {
    writer(request);
    const body = validate(zCreateCustomizationV3Body, request.body);
    return wrap(createCustomization(context, body.customization, 'customization'));
  });
  app.get(`${BASE}/:customizationId`, async (request) => {
    authenticate(context, request);
    const { customizationId } = validate(zGetCustomizationV3Path, request.params);
    const query = validate(zGetCustomizationV3Query, withListParams(request.query, ['fields']));
    assertSameId(query.customizationId, customizationId);
    return wrap(customizationOrFail(context, customizationId), query.fields);
  });
  app.patch(`${BASE}/:customizationId`, async (request) => {
    writer(request);
    const { customizationId } = validate(zUpdateCustomizationV3Path, request.params);
    const body = validate(zUpdateCustomizationV3Body, request.body);
    return wrap(updateCustomization(context, customizationId, body.customization, 'customization'), body.fields);
  });
  app.delete(`${BASE}/:customizationId`, async (request) => {
    writer(request);
    const { customizationId } = validate(zDeleteCustomizationV3Path, request.params);
    assertSameId(validate(zDeleteCustomizationV3Query, request.query ?? {}).customizationId, customizationId);
    deleteCustomization(context, customizationId);
    return {};
  });
  registerDotRRead(
    app,
    context,
    `${BASE}/query`,
    zQueryCustomizationsV3Query,
    zQueryCustomizationsV3ByPostBody,
    (body) => queryCustomizations(context, body.query, body.fields),
  );
  app.post(`${BASE}/count`, async (request) => {
    authenticate(context, request);
    return countCustomizations(context, validate(zCountCustomizationsV3Body, optionalBody(request)).filter);
  });
  registerChoiceRoutes(app, context, writer, wrap);
  registerCustomizationBulk(app, context, writer, view);
}

function registerChoiceRoutes(
  app: FastifyInstance,
  context: SandboxContext,
  writer: (request: FastifyRequest) => void,
  wrap: (row: CustomizationRow, fields?: readonly string[]) => unknown,
): void {
  /** The id of a choice operation: from the path, and equal to the body's copy. */
  const target = (request: FastifyRequest, pathSchema: Parameters<typeof validate>[0], copy: string | undefined) => {
    writer(request);
    const { customizationId } = validate(pathSchema, request.params) as { customizationId: string };
    if (copy !== undefined && copy !== customizationId)
      throw fieldFailure('customizationId', 'must equal the id in the path');
    return customizationId;
  };
  app.post(`${BASE}/:customizationId/add-choices`, async (request) => {
    const body = validate(zAddCustomizationChoicesV3Body, request.body);
    const id = target(request, zAddCustomizationChoicesV3Path, body.customizationId);
    return wrap(editChoices(context, id, undefined, addChoices(body.choices)), body.fields);
  });
  app.post(`${BASE}/:customizationId/set-choices`, async (request) => {
    const body = validate(zSetCustomizationChoicesV3Body, request.body);
    const id = target(request, zSetCustomizationChoicesV3Path, body.customizationId);
    return wrap(editChoices(context, id, undefined, setChoices(context, body.choices)), body.fields);
  });
  app.post(`${BASE}/:customizationId/remove-choices`, async (request) => {
    const body = validate(zRemoveCustomizationChoicesV3Body, request.body);
    const id = target(request, zRemoveCustomizationChoicesV3Path, body.customizationId);
    return wrap(editChoices(context, id, body.revision, removeChoices(context, body.choiceIds)), body.fields);
  });
  app.post(`${BASE}/:customizationId/update-choices`, async (request) => {
    const body = validate(zUpdateCustomizationChoicesV3Body, request.body);
    const id = target(request, zUpdateCustomizationChoicesV3Path, body.customizationId);
    return wrap(editChoices(context, id, body.revision, updateChoicePrimaries(body.choices)), body.fields);
  });
  app.post(`${BASE}/:customizationId/reorder-choices`, async (request) => {
    const body = validate(zReorderCustomizationChoicesV3Body, request.body);
    const id = target(request, zReorderCustomizationChoicesV3Path, body.customizationId);
    assertSameChoices(bodyOf(customizationOrFail(context, id)).choicesSettings?.choices ?? [], body.choiceIds);
    return wrap(editChoices(context, id, body.revision, reorderChoices(body.choiceIds), 'MANUAL'), body.fields);
  });
}

function registerCustomizationBulk(
  app: FastifyInstance,
  context: SandboxContext,
  writer: (request: FastifyRequest) => void,
  view: (row: CustomizationRow, fields?: readonly string[]) => unknown,
): void {
  app.post(`${BULK}/create`, async (request) => {
    writer(request);
    const body = validate(zBulkCreateCustomizationsV3Body, request.body);
    const answer = runBulk(
      body.customizations,
      (input, i) => {
        const row = createCustomization(context, input, `customizations[${i}]`);
        return { id: row.id, item: view(row) };
      },
      body.returnEntity ?? false,
    );
    return withItemsNamed(answer, 'customization');
  });
  app.post(`${BULK}/update`, async (request) => {
    writer(request);
    const body = validate(zBulkUpdateCustomizationsV3Body, request.body);
    const answer = runBulk(
      body.customizations,
      ({ customization }, i) => {
        const path = `customizations[${i}].customization`;
        if (!customization.id) throw fieldFailure(`${path}.id`, 'is required', 'REQUIRED_FIELD');
        const row = updateCustomization(context, customization.id, customization, path);
        return { id: row.id, item: view(row, body.fields) };
      },
      body.returnEntity ?? false,
    );
    return withItemsNamed(answer, 'customization');
  });
  app.post(`${BULK}/add-choices`, async (request) => {
    writer(request);
    const body = validate(zBulkAddCustomizationChoicesV3Body, request.body);
    const answer = runBulk(
      body.customizationsChoices,
      ({ customizationId, choices }) => {
        const row = editChoices(context, customizationId, undefined, addChoices(choices));
        return { id: row.id, item: view(row, body.fields) };
      },
      body.returnEntity ?? false,
    );
    return withItemsNamed(answer, 'customization');
  });
}
