import { type SandboxResponses, sandboxOperations } from '../../../generated/sandbox-operations.gen.js';
import type { CursorQueryV3 } from '../../../generated/types.gen.js';
import type { Caller } from '../http/caller.js';
import { withItemsNamed } from './bulk-results.js';
import type { SandboxContext } from '../context.js';
import { assertSameId } from '../http/same-id.js';
import { bulkOfIds, bulkOfRows, idToUpdate } from './bulk-writes.js';
import type { BodyOf, Handlers, OperationId } from '../http/serve.js';

type Fields = readonly string[] | undefined;
type Field<T, Key> = Key extends keyof T ? T[Key] : never;
type ResponseOf<Id> = Id extends keyof SandboxResponses ? SandboxResponses[Id] : never;
type SentOf<Id, Key> = Id extends OperationId ? Field<BodyOf<Id>, Key> : never;

/** The reads the contract gives every v3 entity, by the entity's name in their operationIds (`InfoSection`). */
type ReadId<Name extends string> = `get${Name}V3` | `query${Name}sV3` | `count${Name}sV3`;
/** The writes the contract gives every v3 entity. */
type WriteId<Name extends string> = `create${Name}V3` | `update${Name}V3` | `delete${Name}V3`;

/** The writes the contract gives some v3 entities: bulk writes, and by a reference that creates when unknown. */
type FurtherWriteId<Name extends string> = Extract<
  | `bulkCreate${Name}sV3`
  | `bulkUpdate${Name}sV3`
  | `getOrCreate${Name}V3`
  | `bulkGetOrCreate${Name}sV3`
  | `bulkDelete${Name}sV3`,
  OperationId
>;
/** What a get-or-create names its entity by (`brandName`, `infoSection`), and what it sends there. */
type ReferenceKey<Name extends string> = Exclude<keyof BodyOf<Extract<`getOrCreate${Name}V3`, OperationId>>, 'fields'> &
  string;
type Reference<Name extends string> = SentOf<`getOrCreate${Name}V3`, ReferenceKey<Name>>;

/** An entity the contract offers every one of these operations for. */
export type V3EntityName = {
  [Id in OperationId]: Id extends `create${infer Name}V3`
    ? [ReadId<Name> | WriteId<Name>] extends [OperationId]
      ? Name
      : never
    : never;
}[OperationId];

/** The entity as the contract answers it (`InfoSectionV3`). */
type Entity<Name extends string> = Field<ResponseOf<`get${Name}V3`>, Uncapitalize<Name>>;

/** What the handlers call of an entity's service, each the service's own function. */
export interface V3EntityService<Name extends V3EntityName, Row extends { id: string }> {
  create(context: SandboxContext, input: SentOf<`create${Name}V3`, Uncapitalize<Name>>, path: string): Row;
  orFail(context: SandboxContext, id: string): Row;
  update(
    context: SandboxContext,
    id: string,
    changes: SentOf<`update${Name}V3`, Uncapitalize<Name>>,
    path: string,
  ): Row;
  remove(context: SandboxContext, id: string): void;
  view(context: SandboxContext, rows: readonly Row[], fields: Fields): Array<Entity<Name>>;
  query(context: SandboxContext, query: CursorQueryV3 | undefined, fields: Fields): ResponseOf<`query${Name}sV3`>;
  count(context: SandboxContext, filter: unknown): ResponseOf<`count${Name}sV3`>;
  /** The entity a reference names, created when there is none (for entities with get-or-create). */
  getOrCreate?: {
    /** The body field of the reference (`brandName`); a bulk sends a list under its plural (`brandNames`). */
    by: ReferenceKey<Name>;
    find(context: SandboxContext, reference: Reference<Name>, path: string): Row;
  };
}

/** How one entity's bulk create and bulk update answer. */
export interface V3BulkOptions<Name extends V3EntityName> {
  /** Each result carries the entity under its name (`customization`) instead of `item`. */
  namedResults?: boolean;
  /** The changes of one bulk update element that apply under its field mask; all of them when left out. */
  masked?: (
    changes: SentOf<`update${Name}V3`, Uncapitalize<Name>>,
    fieldMask: string | undefined,
  ) => SentOf<`update${Name}V3`, Uncapitalize<Name>>;
}

/** An entity's handlers, for any caller with a token (`reads`) and for the API key (`writes`). */
export interface V3EntityHandlers<Name extends V3EntityName, Row> {
  reads: Pick<Handlers<Caller>, ReadId<Name>>;
  /** Bulk writes and get-or-create only where the contract has them. */
  writes: Pick<Handlers<Caller>, WriteId<Name> | FurtherWriteId<Name>>;
  /** One stored row as the entity the caller is shown, for the entity's further handlers. */
  view: (row: Row, fields?: Fields) => Entity<Name>;
}

type Loose = Record<string, unknown>;

/**
 * Create, get, update, delete, query and count of one v3 entity, named as in the contract (`createInfoSectionV3` …),
 * with bulk create, bulk update, get-or-create and bulk delete where the contract has them. A single entity
 * is answered as `{ infoSection: … }`, a delete as `{}`; a get or delete whose query repeats the path's id must repeat
 * it unchanged.
 */
export function v3EntityHandlers<Name extends V3EntityName, Row extends { id: string }>(
  context: SandboxContext,
  name: Name,
  service: V3EntityService<Name, Row>,
  options: V3BulkOptions<Name> = {},
): V3EntityHandlers<Name, Row> {
  const one = `${name[0]!.toLowerCase()}${name.slice(1)}` as Uncapitalize<Name>;
  const many = `${one}s`;
  const idName = `${one}Id`;
  type Input = SentOf<`create${Name}V3`, Uncapitalize<Name>>;
  type Changes = SentOf<`update${Name}V3`, Uncapitalize<Name>> & { id?: string };
  // The parts are typed per operation where the handlers are served; here they are read by the entity's names.
  const idOf = (params: unknown) => (params as Loose)[idName] as string;
  const copyOf = (query: unknown) => (query as Loose)[idName] as string | undefined;
  const sent = <Value>(body: unknown, key: string) => (body as Loose)[key] as Value;
  const fieldsOf = (parts: unknown) => (parts as { fields?: Fields }).fields;

  const view = (row: Row, fields?: Fields) => service.view(context, [row], fields)[0]!;
  const single = (row: Row, fields?: Fields) => ({ [one]: view(row, fields) });
  const bulkResponse = (body: unknown, write: (element: never, index: number) => Row) => {
    const { returnEntity } = body as { returnEntity?: boolean };
    const response = bulkOfRows(
      context.db,
      sent<never[]>(body, many),
      write,
      (row) => view(row, fieldsOf(body)),
      returnEntity,
    );
    return options.namedResults ? withItemsNamed(response, one) : response;
  };

  const reads = {
    [`get${name}V3`]: ({ params, query }: { params: unknown; query: unknown }) => {
      assertSameId(copyOf(query), idOf(params));
      return single(service.orFail(context, idOf(params)), fieldsOf(query));
    },
    [`query${name}sV3`]: ({ body }: { body: { query?: CursorQueryV3; fields?: Fields } }) =>
      service.query(context, body.query, body.fields),
    [`count${name}sV3`]: ({ body }: { body: { filter?: unknown } }) => service.count(context, body.filter),
  };
  const writes = {
    [`create${name}V3`]: ({ body }: { body: unknown }) => single(service.create(context, sent<Input>(body, one), one)),
    [`update${name}V3`]: ({ params, body }: { params: unknown; body: unknown }) =>
      single(service.update(context, idOf(params), sent<Changes>(body, one), one), fieldsOf(body)),
    [`delete${name}V3`]: ({ params, query }: { params: unknown; query: unknown }) => {
      assertSameId(copyOf(query), idOf(params));
      service.remove(context, idOf(params));
      return {};
    },
  };
  const { getOrCreate } = service;
  const further = {
    ...(`bulkCreate${name}sV3` in sandboxOperations && {
      [`bulkCreate${name}sV3`]: ({ body }: { body: unknown }) =>
        bulkResponse(body, (input: Input, i) => service.create(context, input, `${many}[${i}]`)),
    }),
    ...(`bulkUpdate${name}sV3` in sandboxOperations && {
      [`bulkUpdate${name}sV3`]: ({ body }: { body: unknown }) =>
        bulkResponse(body, (element: Loose, i) => {
          const path = `${many}[${i}].${one}`;
          const changes = element[one] as Changes;
          const applied = options.masked ? options.masked(changes, element.fieldMask as string | undefined) : changes;
          return service.update(context, idToUpdate(changes.id, path), applied, path);
        }),
    }),
    ...(getOrCreate && {
      [`getOrCreate${name}V3`]: ({ body }: { body: unknown }) =>
        single(getOrCreate.find(context, sent(body, getOrCreate.by), getOrCreate.by), fieldsOf(body)),
      [`bulkGetOrCreate${name}sV3`]: ({ body }: { body: unknown }) => {
        const plural = `${getOrCreate.by}s`;
        return bulkOfRows(
          context.db,
          sent<Array<Reference<Name>>>(body, plural),
          (reference, i) => getOrCreate.find(context, reference, `${plural}[${i}]`),
          (row) => view(row, fieldsOf(body)),
          true,
        );
      },
    }),
    ...(`bulkDelete${name}sV3` in sandboxOperations && {
      [`bulkDelete${name}sV3`]: ({ body }: { body: unknown }) =>
        bulkOfIds(context.db, sent<string[]>(body, `${one}Ids`), (id) => service.remove(context, id)),
    }),
  };
  // Keys built from `name` are not matched to the generated operations by the compiler; the result's type is, so a
  // name without all of them does not compile, and the service's types fix the entity each answer carries.
  return { reads, writes: { ...writes, ...further }, view } as unknown as V3EntityHandlers<Name, Row>;
}
