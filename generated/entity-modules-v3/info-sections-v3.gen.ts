// Derived by scripts/lib/entity-modules-v3.ts from the contract's `x-sitekit` (openapi/README.md): a named v3
// entity's module, each method built by the call form its `call` names (src/catalog-v3/entity-calls-v3.ts) for the
// operation it sends, typed from types.gen.ts (docs/decisions.md#34).
import type {
  BulkCreateInfoSectionsV3Response,
  BulkGetOrCreateInfoSectionsV3Data,
  BulkGetOrCreateInfoSectionsV3Response,
  BulkUpdateInfoSectionsV3Data,
  CreateInfoSectionV3Data,
  GetInfoSectionV3Response,
  GetOrCreateInfoSectionV3Data,
  GetOrCreateInfoSectionV3Response,
  QueryInfoSectionsV3Response,
  UpdateInfoSectionV3Data,
} from '../types.gen.js';
// The operation rows, for the methods' links to the operation each sends.
import type * as operations from '../operations.gen.js';
import type { CursorQueryBuilder } from '../../src/catalog-v3/cursor-query-builder.js';
import { entityCallsV3 } from '../../src/catalog-v3/entity-calls-v3.js';
import type { BodyCallV3, EntityCallFormsV3 } from '../../src/catalog-v3/entity-module-v3.js';
import type { SiteContext } from '../../src/core/site-context.js';
import type { WithImageStrings } from '../../src/images/image-input.js';

/**
 * InfoSection fields `queryInfoSections` filters and sorts on (`x-sitekit.queryFields` of `queryInfoSectionsV3`); other
 * names still pass, for fields the contract does not list yet.
 */
export type InfoSectionQueryField = 'id' | 'uniqueName' | 'title' | 'createdDate' | 'updatedDate' | (string & {});

/** The wire types of `infoSection`, from the contract's operations. */
type InfoSectionTypes = {
  entity: NonNullable<GetInfoSectionV3Response['infoSection']>;
  created: WithImageStrings<CreateInfoSectionV3Data['body']['infoSection']>;
  changed: WithImageStrings<UpdateInfoSectionV3Data['body']['infoSection'] & object>;
  bulkUpdate: WithImageStrings<BulkUpdateInfoSectionsV3Data['body']['infoSections'][number]> & { fieldMask?: string };
  requestedField: NonNullable<UpdateInfoSectionV3Data['body']['fields']>[number];
  queryField: InfoSectionQueryField;
  queryResponse: QueryInfoSectionsV3Response;
  bulkResponse: BulkCreateInfoSectionsV3Response;
};

export type InfoSectionsV3QueryBuilder = CursorQueryBuilder<InfoSectionQueryField, InfoSectionTypes['entity']>;

/** What `getOrCreateInfoSection` takes, its only argument: the body of `getOrCreateInfoSectionV3`. */
export type GetOrCreateInfoSectionOptions = GetOrCreateInfoSectionV3Data['body'];

/** What `bulkGetOrCreateInfoSections` takes, its only argument: the body of `bulkGetOrCreateInfoSectionsV3`. */
export type BulkGetOrCreateInfoSectionsOptions = BulkGetOrCreateInfoSectionsV3Data['body'];

/**
 * `site.infoSectionsV3`, under the official method names and argument order: v3 catalog info sections, titled blocks of
 * text shown on product pages. A description is rich content (nodes keep their `id` keys) or `plainDescription` HTML.
 * `getOrCreateInfoSection` finds a section by `id` or `uniqueName` and creates one for an unknown `uniqueName` (then
 * `title` is required); it answers `{infoSection}`.
 */
export interface InfoSectionsV3Module {
  /** Create an info section: sends {@link operations.createInfoSectionV3}. */
  createInfoSection: EntityCallFormsV3<InfoSectionTypes>['create'];
  /** Get an info section: sends {@link operations.getInfoSectionV3}. */
  getInfoSection: EntityCallFormsV3<InfoSectionTypes>['get'];
  /** Delete an info section: sends {@link operations.deleteInfoSectionV3}. */
  deleteInfoSection: EntityCallFormsV3<InfoSectionTypes>['delete'];
  /** Update an info section: sends {@link operations.updateInfoSectionV3}. */
  updateInfoSection: EntityCallFormsV3<InfoSectionTypes>['update'];
  /** Query info sections: sends {@link operations.queryInfoSectionsV3}. */
  queryInfoSections: EntityCallFormsV3<InfoSectionTypes>['query'];
  /** Count info sections: sends {@link operations.countInfoSectionsV3}. */
  countInfoSections: EntityCallFormsV3<InfoSectionTypes>['count'];
  /** Get or create an info section: sends {@link operations.getOrCreateInfoSectionV3}. */
  getOrCreateInfoSection: BodyCallV3<GetOrCreateInfoSectionOptions, GetOrCreateInfoSectionV3Response>;
  /** Bulk create info sections: sends {@link operations.bulkCreateInfoSectionsV3}. */
  bulkCreateInfoSections: EntityCallFormsV3<InfoSectionTypes>['bulkCreate'];
  /** Bulk update info sections: sends {@link operations.bulkUpdateInfoSectionsV3}. */
  bulkUpdateInfoSections: EntityCallFormsV3<InfoSectionTypes>['bulkUpdate'];
  /** Bulk get or create info sections: sends {@link operations.bulkGetOrCreateInfoSectionsV3}. */
  bulkGetOrCreateInfoSections: BodyCallV3<BulkGetOrCreateInfoSectionsOptions, BulkGetOrCreateInfoSectionsV3Response>;
  /** Bulk delete info sections: sends {@link operations.bulkDeleteInfoSectionsV3}. */
  bulkDeleteInfoSections: EntityCallFormsV3<InfoSectionTypes>['bulkDelete'];
}

export function createInfoSectionsV3(context: SiteContext): InfoSectionsV3Module {
  const calls = entityCallsV3(context, {
    entity: 'infoSection',
    items: 'infoSections',
    id: 'infoSectionId',
    query: 'queryInfoSectionsV3',
  });
  return {
    createInfoSection: calls.create('createInfoSectionV3'),
    getInfoSection: calls.get('getInfoSectionV3'),
    deleteInfoSection: calls.delete('deleteInfoSectionV3'),
    updateInfoSection: calls.update('updateInfoSectionV3'),
    queryInfoSections: calls.query,
    countInfoSections: calls.count('countInfoSectionsV3'),
    getOrCreateInfoSection: calls.body('getOrCreateInfoSectionV3'),
    bulkCreateInfoSections: calls.bulkCreate('bulkCreateInfoSectionsV3'),
    bulkUpdateInfoSections: calls.bulkUpdate('bulkUpdateInfoSectionsV3'),
    bulkGetOrCreateInfoSections: calls.body('bulkGetOrCreateInfoSectionsV3'),
    bulkDeleteInfoSections: calls.bulkDelete('bulkDeleteInfoSectionsV3', 'infoSectionIds'),
  } as InfoSectionsV3Module;
}
