import type {
  BulkGetOrCreateInfoSectionsV3Data,
  GetOrCreateInfoSectionV3Data,
  GetOrCreateInfoSectionV3Response,
  InfoSection,
  InfoSectionBulkResults,
} from '../../generated/types.gen.js';
import type { SiteContext } from '../core/site-context.js';
import type { CallOptions } from '../http/call-options.js';
import { callerFor } from '../http/call-operation.js';
import type { CursorQueryBuilder } from './cursor-query-builder.js';
import { entityCallsV3 } from './entity-calls-v3.js';
import type { BulkDeleteCallV3, SharedEntityCallsV3, ContractTypesV3 } from './entity-module-v3.js';

/** Info-section fields the query filters on (`id`) and sorts by (the others). */
export type InfoSectionQueryField = 'id' | 'uniqueName' | 'title' | 'createdDate' | 'updatedDate' | (string & {});

type InfoSectionTypes = ContractTypesV3<'InfoSection', 'InfoSections', 'infoSection', InfoSectionQueryField>;

export type InfoSectionsV3QueryBuilder = CursorQueryBuilder<InfoSectionQueryField, InfoSection>;
/** `{infoSection: {id} | {uniqueName, title?, …}, fields?}`: the only argument, as the official client takes it. */
export type GetOrCreateInfoSectionOptions = GetOrCreateInfoSectionV3Data['body'];
export type BulkGetOrCreateInfoSectionsOptions = BulkGetOrCreateInfoSectionsV3Data['body'];

/**
 * `site.infoSectionsV3`: the store's info sections in catalogue v3 (`createInfoSection` … `bulkDeleteInfoSections`).
 * A description is rich content (nodes keep their `id` keys) or `plainDescription` HTML. `getOrCreateInfoSection`
 * finds a section by `id` or `uniqueName` and creates one for an unknown `uniqueName` (then `title` is required); it
 * answers `{infoSection}`.
 */
export type InfoSectionsV3Module = SharedEntityCallsV3<'InfoSection', 'InfoSections', InfoSectionTypes> &
  BulkDeleteCallV3<'InfoSections', InfoSectionTypes> & {
    getOrCreateInfoSection(
      options: GetOrCreateInfoSectionOptions,
      call?: CallOptions,
    ): Promise<GetOrCreateInfoSectionV3Response>;
    bulkGetOrCreateInfoSections(
      options: BulkGetOrCreateInfoSectionsOptions,
      call?: CallOptions,
    ): Promise<InfoSectionBulkResults>;
  };

export function createInfoSectionsV3(context: SiteContext): InfoSectionsV3Module {
  const send = callerFor(context);
  const shared = entityCallsV3(context, { entity: 'infoSection', queryOverGet: true, extras: ['bulkDelete'] });
  return {
    ...(shared as InfoSectionsV3Module),
    getOrCreateInfoSection: (options, call) => send('getOrCreateInfoSectionV3', { body: options }, call),
    bulkGetOrCreateInfoSections: (options, call) => send('bulkGetOrCreateInfoSectionsV3', { body: options }, call),
  };
}
