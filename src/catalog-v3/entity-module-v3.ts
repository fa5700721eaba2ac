import type { CountAnswer, CursorQueryV3, QueryFilter } from '../../generated/types.gen.js';
import type { CallOptions } from '../http/call-options.js';
import type { AnswerOf, RequestOf } from '../http/operation.js';
import type { OperationName, Operations } from '../http/operations.js';
import type { CursorQueryBuilder } from './cursor-query-builder.js';
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
  queryAnswer: unknown;
  bulkAnswer: unknown;
}

type Op<N extends string> = N extends OperationName ? Operations[N] : never;
type BodyOf<N extends string> = NonNullable<RequestOf<Op<N>> extends { body?: infer B } ? B : never>;

/**
 * The wire types of the entity whose operations the contract names `create<S>V3`, `query<P>V3`, …, and whose wire key
 * is `K` (`brand`): all read from the operation table, so that they follow the contract.
 */
export interface ContractTypesV3<
  S extends string,
  P extends string,
  K extends string,
  Q extends string,
> extends EntityTypesV3 {
  entity: NonNullable<AnswerOf<Op<`get${S}V3`>>[K & keyof AnswerOf<Op<`get${S}V3`>>]>;
  created: BodyOf<`create${S}V3`>[K & keyof BodyOf<`create${S}V3`>];
  changed: BodyOf<`update${S}V3`>[K & keyof BodyOf<`update${S}V3`>] & object;
  bulkUpdate: BodyOf<`bulkUpdate${P}V3`>[`${K}s` & keyof BodyOf<`bulkUpdate${P}V3`>] extends ReadonlyArray<infer E>
    ? E & { fieldMask?: string }
    : never;
  requestedField: NonNullable<BodyOf<`update${S}V3`>['fields' & keyof BodyOf<`update${S}V3`>]> extends ReadonlyArray<
    infer F extends string
  >
    ? F
    : never;
  queryField: Q;
  queryAnswer: AnswerOf<Op<`query${P}V3`>>;
  bulkAnswer: AnswerOf<Op<`bulkCreate${P}V3`>>;
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

type Calls<Name extends string, F> = { [K in Name]: F };

/**
 * The calls brands, ribbons, info sections and customizations share, under the official names (`createBrand`,
 * `queryBrands`, …): `S` is the singular in a name, `P` the plural. Single creates, gets and updates answer the entity;
 * a stale `revision` of an update fails with a `SiteRevisionConflictError`; bulk calls answer every per-item result
 * and resolve when some items failed; a `fieldMask` list of a bulk element goes as one comma-joined string.
 */
export type SharedEntityCallsV3<S extends string, P extends string, T extends EntityTypesV3> = Calls<
  `create${S}`,
  (entity: T['created'], call?: CallOptions) => Promise<T['entity']>
> &
  Calls<
    `get${S}`,
    (id: string, options?: RequestedFieldsOption<T['requestedField']>, call?: CallOptions) => Promise<T['entity']>
  > &
  Calls<
    `update${S}`,
    (
      id: string,
      entity: T['changed'],
      options?: RequestedFieldsOption<T['requestedField']>,
      call?: CallOptions,
    ) => Promise<T['entity']>
  > &
  Calls<`delete${S}`, (id: string, call?: CallOptions) => Promise<void>> &
  Calls<
    `query${P}`,
    {
      /** The cursor query builder; `.find()` runs it, `for await` walks every page. */
      (options?: RequestedFieldsOption<T['requestedField']>): CursorQueryBuilder<T['queryField'], T['entity']>;
      (
        query: CursorQueryV3,
        options?: RequestedFieldsOption<T['requestedField']>,
        call?: CallOptions,
      ): Promise<T['queryAnswer']>;
    }
  > &
  Calls<`count${P}`, (options?: CountFilter, call?: CallOptions) => Promise<CountAnswer>> &
  Calls<
    `bulkCreate${P}`,
    (
      entities: Array<T['created']>,
      options?: { returnEntity?: boolean },
      call?: CallOptions,
    ) => Promise<T['bulkAnswer']>
  > &
  Calls<
    `bulkUpdate${P}`,
    (
      elements: Array<MaskedUpdate<T['bulkUpdate']>>,
      options?: BulkEntityOptions<T['requestedField']>,
      call?: CallOptions,
    ) => Promise<T['bulkAnswer']>
  >;

/** `bulkDelete<P>(ids)`: brands, ribbons and info sections. */
export type BulkDeleteCallV3<P extends string, T extends EntityTypesV3> = Calls<
  `bulkDelete${P}`,
  (ids: string[], call?: CallOptions) => Promise<T['bulkAnswer']>
>;

/** `getOrCreate<S>(name)` and `bulkGetOrCreate<P>(names)`: brands and ribbons, found or created by name. */
export type GetOrCreateByNameCallsV3<
  S extends string,
  P extends string,
  K extends string,
  T extends EntityTypesV3,
> = Calls<
  `getOrCreate${S}`,
  (
    name: string,
    options?: RequestedFieldsOption<T['requestedField']>,
    call?: CallOptions,
  ) => Promise<{ [Key in K]?: T['entity'] }>
> &
  Calls<
    `bulkGetOrCreate${P}`,
    (
      names: string[],
      options?: RequestedFieldsOption<T['requestedField']>,
      call?: CallOptions,
    ) => Promise<T['bulkAnswer']>
  >;

/**
 * Brands and ribbons: the shared calls, bulk delete and get-or-create by name, typed from the contract (`S` and `P`
 * spell the names, `K` is the wire key, `Q` the query's fields).
 */
export type ByNameEntityCallsV3<
  S extends string,
  P extends string,
  K extends string,
  Q extends string,
  T extends EntityTypesV3 = ContractTypesV3<S, P, K, Q>,
> = SharedEntityCallsV3<S, P, T> & BulkDeleteCallV3<P, T> & GetOrCreateByNameCallsV3<S, P, K, T>;
