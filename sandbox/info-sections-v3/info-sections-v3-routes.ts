import type { InfoSectionUpdateV3 } from '../../generated/types.gen.js';
import {
  countInfoSections,
  createInfoSection,
  deleteInfoSection,
  getOrCreateInfoSection,
  infoSectionOrFail,
  queryInfoSections,
  updateInfoSection,
  viewInfoSections,
} from './info-section-service.js';
import { adminOnly, anyCaller } from '../kernel/http/access.js';
import type { ModuleRoutes } from '../kernel/http/module-routes.js';
import { behind } from '../kernel/http/serve.js';
import { v3EntityHandlers } from '../kernel/entities-v3/v3-entity-handlers.js';

/** A bulk update changes only the masked fields (one comma-joined string of paths); all sent fields without one. */
function masked(changes: InfoSectionUpdateV3, fieldMask: string | undefined): InfoSectionUpdateV3 {
  if (fieldMask === undefined) return changes;
  const keep = new Set(['id', 'revision', ...fieldMask.split(',')]);
  return Object.fromEntries(Object.entries(changes).filter(([key]) => keep.has(key))) as InfoSectionUpdateV3;
}

/** Info sections: reads for any caller with a token, writes for the API key. */
export const routes: ModuleRoutes<'infoSectionsV3'> = (context) => {
  const { reads, writes } = v3EntityHandlers(
    context,
    'InfoSection',
    {
      create: createInfoSection,
      orFail: infoSectionOrFail,
      update: updateInfoSection,
      remove: deleteInfoSection,
      view: viewInfoSections,
      query: queryInfoSections,
      count: countInfoSections,
      getOrCreate: { by: 'infoSection', find: getOrCreateInfoSection },
    },
    { masked },
  );
  return {
    ...behind(anyCaller(context), reads),
    ...behind(adminOnly(context, 'Info section writes'), writes),
  };
};
