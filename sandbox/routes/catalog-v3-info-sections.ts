import type { FastifyInstance } from 'fastify';
import type { InfoSectionUpdateV3 } from '../../generated/types.gen.js';
import * as infoSections from '../catalog-v3/info-sections/info-section-service.js';
import { deleteInfoSection, getOrCreateInfoSection } from '../catalog-v3/info-sections/info-section-service.js';
import type { SandboxContext } from '../context.js';
import { bulkOfIds, bulkOfRows } from './support/bulk.js';
import { contract } from './support/contract.js';
import { registerV3EntityRoutes } from './support/v3-entity-routes.js';

const BULK = '/stores/v3/bulk/info-sections';

/** A bulk update changes only the masked fields (one comma-joined string of paths); all sent fields without one. */
function masked(changes: InfoSectionUpdateV3, fieldMask: string | undefined): InfoSectionUpdateV3 {
  if (fieldMask === undefined) return changes;
  const keep = new Set(['id', 'revision', ...fieldMask.split(',')]);
  return Object.fromEntries(Object.entries(changes).filter(([key]) => keep.has(key))) as InfoSectionUpdateV3;
}

/** Info sections: reads for any caller with a token, writes for the API key. */
export function registerInfoSectionRoutes(app: FastifyInstance, context: SandboxContext): void {
  const { write, view } = registerV3EntityRoutes(app, context, 'InfoSection', 'info-sections', infoSections, {
    masked,
  });
  write.post('/stores/v3/info-sections/get-or-create', contract('GetOrCreateInfoSectionV3'), ({ body }) => ({
    infoSection: view(getOrCreateInfoSection(context, body.infoSection, 'infoSection'), body.fields),
  }));

  write.post(`${BULK}/get-or-create`, contract('BulkGetOrCreateInfoSectionsV3'), ({ body }) =>
    bulkOfRows(
      context.db,
      body.infoSections,
      (reference, i) => getOrCreateInfoSection(context, reference, `infoSections[${i}]`),
      (row) => view(row, body.fields),
      true,
    ),
  );
  write.post(`${BULK}/delete`, contract('BulkDeleteInfoSectionsV3'), ({ body }) =>
    bulkOfIds(context.db, body.infoSectionIds, (id) => deleteInfoSection(context, id)),
  );
}
