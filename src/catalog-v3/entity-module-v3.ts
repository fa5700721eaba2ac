import type { CountResponse, CursorQueryV3, QueryFilter } from '../../generated/types.gen.js';
import type { CallOptions } from '../http/call-options.js';
import type { WithImageStrings } from '../images/image-input.js';
import type { CursorQueryBuilder } from './cursor-query-builder.js';
import type { EntityModuleSpecV3 } from './entity-calls-v3.js';
import type { MaskedUpdate } from './requested-fields.js';

/** The wire types of one named v3 entity, from the generated contract types. */
export interface EntityTypesV3 {
  entity: unknown;
  /** What a create sends. */
  created: unknown;
  /** What an update sends: the changed fields and the current `revision`. */
  changed: object;
  /** A bulk update element as the wire takes it: `{<entity>, fieldMask?}`. */
  bulkUpdate: { fieldMask?: string };
  requestedField: string;
  queryField: string;
  queryResponse: unknown;
  bulkResponse: unknown;
}

/** Fields the platform leaves out unless asked (`ASSIGNED_PRODUCTS_COUNT`, …). */
export interface RequestedFieldsOption<F extends string> {
  fields?: F[];
}

export interface BulkEntityOptions<F extends string> extends RequestedFieldsOption<F> {
  /** Answer each entity in its result. */
  returnEntity?: boolean;
}

export interface CountFilter {
  filter?: QueryFilter;
}

/**
 * The signature of each call form of `x-sitekit.call` for an entity of types `T`: a named entity module types its
 * methods by these ({@link EntityModuleV3}).
 * Single creates, gets and updates answer the entity; a stale `revision` of an update fails with a
 * `SiteRevisionConflictError`; bulk calls answer every per-item result and resolve when some items failed; a
 * `fieldMask` list of a bulk element goes as one comma-joined string. `ByName` is what a get-or-create by name answers.
 */
export interface EntityCallFormsV3<T extends EntityTypesV3, ByName = unknown> {
  create: (entity: T['created'], call?: CallOptions) => Promise<T['entity']>;
  get: (id: string, options?: RequestedFieldsOption<T['requestedField']>, call?: CallOptions) => Promise<T['entity']>;
  update: (
    id: string,
    entity: T['changed'],
    options?: RequestedFieldsOption<T['requestedField']>,
    call?: CallOptions,
  ) => Promise<T['entity']>;
  delete: (id: string, call?: CallOptions) => Promise<void>;
  query: {
    /** The cursor query builder; `.find()` runs it, `for await` walks every page. */
    (options?: RequestedFieldsOption<T['requestedField']>): CursorQueryBuilder<T['queryField'], T['entity']>;
    (
      query: CursorQueryV3,
      options?: RequestedFieldsOption<T['requestedField']>,
      call?: CallOptions,
    ): Promise<T['queryResponse']>;
  };
  count: (options?: CountFilter, call?: CallOptions) => Promise<CountResponse>;
  bulkCreate: (
    entities: Array<T['created']>,
    options?: { returnEntity?: boolean },
    call?: CallOptions,
  ) => Promise<T['bulkResponse']>;
  bulkUpdate: (
    elements: Array<MaskedUpdate<T['bulkUpdate']>>,
    options?: BulkEntityOptions<T['requestedField']>,
    call?: CallOptions,
  ) => Promise<T['bulkResponse']>;
  bulkDelete: (ids: string[], call?: CallOptions) => Promise<T['bulkResponse']>;
  getOrCreateByName: (
    name: string,
    options?: RequestedFieldsOption<T['requestedField']>,
    call?: CallOptions,
  ) => Promise<ByName>;
  bulkGetOrCreateByName: (
    names: string[],
    options?: RequestedFieldsOption<T['requestedField']>,
    call?: CallOptions,
  ) => Promise<T['bulkResponse']>;
}

/** A call whose only argument is its request body, `Body`, answering `TResponse`. */
export type BodyCallV3<Body, TResponse> = (options: Body, call?: CallOptions) => Promise<TResponse>;

type Calls<Name extends string, F> = { [K in Name]: F };
type Forms<T extends EntityTypesV3> = EntityCallFormsV3<T>;

/**
 * The calls brands, ribbons, info sections and customizations share, under the official names (`createBrand`,
 * `queryBrands`, …): `S` is the singular in a name, `P` the plural (the forms of {@link EntityCallFormsV3}).
 */
export type SharedEntityCallsV3<S extends string, P extends string, T extends EntityTypesV3> = Calls<
  `create${S}`,
  Forms<T>['create']
> &
  Calls<`get${S}`, Forms<T>['get']> &
  Calls<`update${S}`, Forms<T>['update']> &
  Calls<`delete${S}`, Forms<T>['delete']> &
  Calls<`query${P}`, Forms<T>['query']> &
  Calls<`count${P}`, Forms<T>['count']> &
  Calls<`bulkCreate${P}`, Forms<T>['bulkCreate']> &
  Calls<`bulkUpdate${P}`, Forms<T>['bulkUpdate']>;

/** `bulkDelete<P>(ids)`: brands, ribbons and info sections. */
export type BulkDeleteCallV3<P extends string, T extends EntityTypesV3> = Calls<
  `bulkDelete${P}`,
  Forms<T>['bulkDelete']
>;

/** `getOrCreate<S>(name)` and `bulkGetOrCreate<P>(names)`: brands and ribbons, found or created by name. */
export type GetOrCreateByNameCallsV3<
  S extends string,
  P extends string,
  K extends string,
  T extends EntityTypesV3,
> = Calls<`getOrCreate${S}`, EntityCallFormsV3<T, { [Key in K]?: T['entity'] }>['getOrCreateByName']> &
  Calls<`bulkGetOrCreate${P}`, Forms<T>['bulkGetOrCreateByName']>;

/**
 * The wire types of one named v3 entity as generated/entity-modules-v3/ gives them (`BrandV3Types`): what it sends as
 * the contract spells it, and what the methods typed by their own operation take (`bodies`) and answer (`answers`).
 */
export interface EntityWireTypesV3 extends Omit<EntityTypesV3, 'bulkUpdate'> {
  bulkUpdate: unknown;
  answers?: object;
  bodies?: object;
}

/** The types the methods take: what they send may hold image strings (docs/decisions.md#16). */
interface SentTypesV3<T extends EntityWireTypesV3> {
  entity: T['entity'];
  created: WithImageStrings<T['created']>;
  changed: WithImageStrings<T['changed']> & object;
  bulkUpdate: WithImageStrings<T['bulkUpdate']> & { fieldMask?: string };
  requestedField: T['requestedField'];
  queryField: T['queryField'];
  queryResponse: T['queryResponse'];
  bulkResponse: T['bulkResponse'];
}

/** What method `M` takes (`bodies`) or answers (`answers`), for the methods typed by their own operation. */
type OwnType<Types, M> = M extends keyof Types ? Types[M] : never;

type EntityMethodV3<Form, M, T extends EntityWireTypesV3> = Form extends 'body'
  ? BodyCallV3<OwnType<T['bodies'], M>, OwnType<T['answers'], M>>
  : Form extends 'getOrCreateByName'
    ? EntityCallFormsV3<SentTypesV3<T>, OwnType<T['answers'], M>>['getOrCreateByName']
    : Form extends keyof EntityCallFormsV3<SentTypesV3<T>>
      ? EntityCallFormsV3<SentTypesV3<T>>[Form]
      : never;

/**
 * A named v3 entity module, from its spec `S` and wire types `T` (generated/entity-modules-v3/): one method per method
 * of the spec, typed by its call form; each keeps its spec's doc, which links the operation it sends.
 */
export type EntityModuleV3<S extends EntityModuleSpecV3, T extends EntityWireTypesV3> = {
  -readonly [M in keyof S['methods']]: EntityMethodV3<S['methods'][M]['call'], M, T>;
};
