import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  zBulkCreateInfoSectionsV3Body,
  zBulkDeleteInfoSectionsV3Body,
  zBulkGetOrCreateInfoSectionsV3Body,
  zBulkUpdateInfoSectionsV3Body,
  zCountInfoSectionsV3Body,
  zCreateInfoSectionV3Body,
  zDeleteInfoSectionV3Path,
  zDeleteInfoSectionV3Query,
  zGetInfoSectionV3Path,
  zGetInfoSectionV3Query,
  zGetOrCreateInfoSectionV3Body,
  zQueryInfoSectionsV3ByPostBody,
  zQueryInfoSectionsV3Query,
  zUpdateInfoSectionV3Body,
  zUpdateInfoSectionV3Path,
} from '../../generated/zod.gen.js';
import type { InfoSectionUpdateV3 } from '../../generated/types.gen.js';
import { authenticate, requireAdmin } from '../auth/caller.js';
import { runBulk } from '../catalog-v3/bulk-results.js';
import type { InfoSectionRow } from '../catalog-v3/info-sections/info-section-rows.js';
import {
  countInfoSections,
  createInfoSection,
  deleteInfoSection,
  getOrCreateInfoSection,
  infoSectionOrFail,
  queryInfoSections,
  updateInfoSection,
  viewInfoSections,
} from '../catalog-v3/info-sections/info-section-service.js';
import type { SandboxContext } from '../context.js';
import { fieldFailure } from '../errors.js';
import { withListParams } from '../http/dot-r-input.js';
import { optionalBody, validate } from '../http/input.js';
import { assertSameId } from '../http/same-id.js';
import { registerDotRRead } from '../http/dot-r-read.js';

const BASE = '/stores/v3/info-sections';
const BULK = '/stores/v3/bulk/info-sections';

/** A bulk update changes only the masked fields (one comma-joined string of paths); all sent fields without one. */
function masked(changes: InfoSectionUpdateV3, fieldMask: string | undefined): InfoSectionUpdateV3 {
  if (fieldMask === undefined) return changes;
  const keep = new Set(['id', 'revision', ...fieldMask.split(',')]);
  return Object.fromEntries(Object.entries(changes).filter(([key]) => keep.has(key))) as InfoSectionUpdateV3;
}

/** Info sections: reads for any caller with a token, writes for the API key. */
export function registerInfoSectionRoutes(app: FastifyInstance, context: SandboxContext): void {
  const writer = (request: FastifyRequest) => requireAdmin(authenticate(context, request), 'Info section writes');
  const view = (row: InfoSectionRow, fields?: readonly string[]) => viewInfoSections(context, [row], fields)[0]!;

  app.post(BASE, async (request) => {
    writer(request);
    const body = validate(zCreateInfoSectionV3Body, request.body);
    return { infoSection: view(createInfoSection(context, body.infoSection, 'infoSection')) };
  });
  app.get(`${BASE}/:infoSectionId`, async (request) => {
    authenticate(context, request);
    const { infoSectionId } = validate(zGetInfoSectionV3Path, request.params);
    const query = validate(zGetInfoSectionV3Query, withListParams(request.query, ['fields']));
    assertSameId(query.infoSectionId, infoSectionId);
    return { infoSection: view(infoSectionOrFail(context, infoSectionId), query.fields) };
  });
  app.patch(`${BASE}/:infoSectionId`, async (request) => {
    writer(request);
    const { infoSectionId } = validate(zUpdateInfoSectionV3Path, request.params);
    const body = validate(zUpdateInfoSectionV3Body, request.body);
    const row = updateInfoSection(context, infoSectionId, body.infoSection, 'infoSection');
    return { infoSection: view(row, body.fields) };
  });
  app.delete(`${BASE}/:infoSectionId`, async (request) => {
    writer(request);
    const { infoSectionId } = validate(zDeleteInfoSectionV3Path, request.params);
    assertSameId(validate(zDeleteInfoSectionV3Query, request.query ?? {}).infoSectionId, infoSectionId);
    deleteInfoSection(context, infoSectionId);
    return {};
  });
  registerDotRRead(app, context, `${BASE}/query`, zQueryInfoSectionsV3Query, zQueryInfoSectionsV3ByPostBody, (body) =>
    queryInfoSections(context, body.query, body.fields),
  );
  app.post(`${BASE}/count`, async (request) => {
    authenticate(context, request);
    return countInfoSections(context, validate(zCountInfoSectionsV3Body, optionalBody(request)).filter);
  });
  app.post(`${BASE}/get-or-create`, async (request) => {
    writer(request);
    const body = validate(zGetOrCreateInfoSectionV3Body, request.body);
    return { infoSection: view(getOrCreateInfoSection(context, body.infoSection, 'infoSection'), body.fields) };
  });
  registerInfoSectionBulk(app, writer, view, context);
}

function registerInfoSectionBulk(
  app: FastifyInstance,
  writer: (request: FastifyRequest) => void,
  view: (row: InfoSectionRow, fields?: readonly string[]) => unknown,
  context: SandboxContext,
): void {
  app.post(`${BULK}/create`, async (request) => {
    writer(request);
    const body = validate(zBulkCreateInfoSectionsV3Body, request.body);
    return runBulk(
      body.infoSections,
      (input, i) => {
        const row = createInfoSection(context, input, `infoSections[${i}]`);
        return { id: row.id, item: view(row) };
      },
      body.returnEntity ?? false,
    );
  });
  app.post(`${BULK}/update`, async (request) => {
    writer(request);
    const body = validate(zBulkUpdateInfoSectionsV3Body, request.body);
    return runBulk(
      body.infoSections,
      ({ infoSection, fieldMask }, i) => {
        const path = `infoSections[${i}].infoSection`;
        if (!infoSection.id) throw fieldFailure(`${path}.id`, 'is required', 'REQUIRED_FIELD');
        const row = updateInfoSection(context, infoSection.id, masked(infoSection, fieldMask), path);
        return { id: row.id, item: view(row, body.fields) };
      },
      body.returnEntity ?? false,
    );
  });
  app.post(`${BULK}/get-or-create`, async (request) => {
    writer(request);
    const body = validate(zBulkGetOrCreateInfoSectionsV3Body, request.body);
    return runBulk(
      body.infoSections,
      (reference, i) => {
        const row = getOrCreateInfoSection(context, reference, `infoSections[${i}]`);
        return { id: row.id, item: view(row, body.fields) };
      },
      true,
    );
  });
  app.post(`${BULK}/delete`, async (request) => {
    writer(request);
    const body = validate(zBulkDeleteInfoSectionsV3Body, request.body);
    return runBulk(
      body.infoSectionIds,
      (id) => {
        deleteInfoSection(context, id);
        return { id };
      },
      false,
    );
  });
}
