// Derived by scripts/lib/entity-modules-v3.ts from the contract's `x-sitekit` (openapi/README.md): a named v3
// entity's module as data, each method the call form its `call` names and the operation it sends, and the entity's
// wire types from types.gen.ts; src/catalog-v3/entity-modules-v3.ts builds and types the module from them
// (docs/decisions.md#34).
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

/**
 * InfoSection fields `queryInfoSections` filters and sorts on (`x-sitekit.queryFields` of `queryInfoSectionsV3`); other
 * names still pass, for fields the contract does not list yet.
 */
export type InfoSectionQueryField = 'id' | 'uniqueName' | 'title' | 'createdDate' | 'updatedDate' | (string & {});

/** What `getOrCreateInfoSection` takes, its only argument: the body of `getOrCreateInfoSectionV3`. */
export type GetOrCreateInfoSectionOptions = GetOrCreateInfoSectionV3Data['body'];

/** What `bulkGetOrCreateInfoSections` takes, its only argument: the body of `bulkGetOrCreateInfoSectionsV3`. */
export type BulkGetOrCreateInfoSectionsOptions = BulkGetOrCreateInfoSectionsV3Data['body'];

/** The wire types of `infoSection`, from the contract's operations. */
export interface InfoSectionV3Types {
  entity: NonNullable<GetInfoSectionV3Response['infoSection']>;
  created: CreateInfoSectionV3Data['body']['infoSection'];
  changed: UpdateInfoSectionV3Data['body']['infoSection'] & object;
  bulkUpdate: BulkUpdateInfoSectionsV3Data['body']['infoSections'][number];
  requestedField: NonNullable<UpdateInfoSectionV3Data['body']['fields']>[number];
  queryField: InfoSectionQueryField;
  queryResponse: QueryInfoSectionsV3Response;
  bulkResponse: BulkCreateInfoSectionsV3Response;
  /** What the methods typed by their own operation answer (`call: getOrCreateByName`, `call: body`). */
  answers: {
    getOrCreateInfoSection: GetOrCreateInfoSectionV3Response;
    bulkGetOrCreateInfoSections: BulkGetOrCreateInfoSectionsV3Response;
  };
  /** What the methods of `call: body` take. */
  bodies: {
    getOrCreateInfoSection: GetOrCreateInfoSectionOptions;
    bulkGetOrCreateInfoSections: BulkGetOrCreateInfoSectionsOptions;
  };
}

/**
 * `site.infoSectionsV3`, under the official method names and argument order: v3 catalog info sections, titled blocks of
 * text shown on product pages. A description is rich content (nodes keep their `id` keys) or `plainDescription` HTML.
 * `getOrCreateInfoSection` finds a section by `id` or `uniqueName` and creates one for an unknown `uniqueName` (then
 * `title` is required); it answers `{infoSection}`.
 */
export const infoSectionsV3Spec = {
  wire: { entity: 'infoSection', items: 'infoSections', id: 'infoSectionId' },
  methods: {
    /** Create an info section: sends {@link operations.createInfoSectionV3}. */
    createInfoSection: { call: 'create', operation: 'createInfoSectionV3' },
    /** Get an info section: sends {@link operations.getInfoSectionV3}. */
    getInfoSection: { call: 'get', operation: 'getInfoSectionV3' },
    /** Delete an info section: sends {@link operations.deleteInfoSectionV3}. */
    deleteInfoSection: { call: 'delete', operation: 'deleteInfoSectionV3' },
    /** Update an info section: sends {@link operations.updateInfoSectionV3}. */
    updateInfoSection: { call: 'update', operation: 'updateInfoSectionV3' },
    /** Query info sections: sends {@link operations.queryInfoSectionsV3}. */
    queryInfoSections: { call: 'query', operation: 'queryInfoSectionsV3' },
    /** Count info sections: sends {@link operations.countInfoSectionsV3}. */
    countInfoSections: { call: 'count', operation: 'countInfoSectionsV3' },
    /** Get or create an info section: sends {@link operations.getOrCreateInfoSectionV3}. */
    getOrCreateInfoSection: { call: 'body', operation: 'getOrCreateInfoSectionV3' },
    /** Bulk create info sections: sends {@link operations.bulkCreateInfoSectionsV3}. */
    bulkCreateInfoSections: { call: 'bulkCreate', operation: 'bulkCreateInfoSectionsV3' },
    /** Bulk update info sections: sends {@link operations.bulkUpdateInfoSectionsV3}. */
    bulkUpdateInfoSections: { call: 'bulkUpdate', operation: 'bulkUpdateInfoSectionsV3' },
    /** Bulk get or create info sections: sends {@link operations.bulkGetOrCreateInfoSectionsV3}. */
    bulkGetOrCreateInfoSections: { call: 'body', operation: 'bulkGetOrCreateInfoSectionsV3' },
    /** Bulk delete info sections: sends {@link operations.bulkDeleteInfoSectionsV3}. */
    bulkDeleteInfoSections: { call: 'bulkDelete', operation: 'bulkDeleteInfoSectionsV3', argument: 'infoSectionIds' },
  },
} as const;
