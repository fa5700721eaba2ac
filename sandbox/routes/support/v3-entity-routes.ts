import type { FastifyInstance } from 'fastify';
import type { CursorQueryV3 } from '../../../generated/types.gen.js';
import type { Caller } from '../../auth/caller.js';
import type { SandboxContext } from '../../context.js';
import { assertSameId } from '../../http/same-id.js';
import { type BulkAnswer, withItemsNamed } from '../../catalog-v3/bulk-results.js';
import { adminOnly, anyCaller } from './access.js';
import { bulkOfRows, idToUpdate } from './bulk.js';
import { contract } from './contract.js';
import { dotRReads } from './dot-r-reads.js';
import { type Operations, operations } from './operation.js';

type Fields = readonly string[] | undefined;

/**
 * A v3 entity's service module, by the names its functions share (`createInfoSection`, `infoSectionOrFail`,
 * `updateInfoSection`, `deleteInfoSection`, `viewInfoSections`, `queryInfoSections`, `countInfoSections`).
 */
export type V3EntityService<Name extends string> = Record<
  `create${Name}`,
  (context: SandboxContext, input: never, path: string) => unknown
> &
  Record<`${Uncapitalize<Name>}OrFail`, (context: SandboxContext, id: string) => unknown> &
  Record<`update${Name}`, (context: SandboxContext, id: string, input: never, path: string) => unknown> &
  Record<`delete${Name}`, (context: SandboxContext, id: string) => void> &
  Record<`view${Name}s`, (context: SandboxContext, rows: never[], fields: Fields) => unknown[]> &
  Record<`query${Name}s`, (context: SandboxContext, query: CursorQueryV3 | undefined, fields: Fields) => unknown> &
  Record<`count${Name}s`, (context: SandboxContext, filter: unknown) => unknown>;

/** How one entity's bulk create and bulk update answer. */
export interface V3BulkOptions {
  /** Each result carries the entity under its name (`customization`) instead of `item`. */
  namedResults?: boolean;
  /** The changes of one bulk update element that apply under its field mask; all of them when left out. */
  masked?: (changes: never, fieldMask: string | undefined) => object;
}

/** What an entity's own further routes register with. */
export interface V3EntityRoutes {
  write: Operations<Caller>;
  /** One stored row as the entity the caller is shown. */
  view: (row: unknown, fields?: Fields) => unknown;
}

/**
 * Create, get, update, delete, query (GET with `.r` and POST) and count of one v3 entity, named as in the contract
 * (`CreateInfoSectionV3` …): reads for any caller with a token, writes for the API key. A single entity is answered
 * as `{ infoSection: … }`, a delete as `{}`; a get or delete whose query repeats the path's id must repeat it unchanged.
 */
export function registerV3EntityRoutes<Name extends 'Customization' | 'InfoSection'>(
  app: FastifyInstance,
  context: SandboxContext,
  name: Name,
  segment: string,
  service: V3EntityService<Name>,
  options: V3BulkOptions = {},
): V3EntityRoutes {
  const base = `/stores/v3/${segment}`;
  const one = `${name[0]!.toLowerCase()}${name.slice(1)}` as Uncapitalize<Name>;
  const idName = `${one}Id`;
  const item = `${base}/:${idName}`;
  const read = operations(app, anyCaller(context));
  const title = name.replace(/(?!^)[A-Z]/g, (capital) => ` ${capital.toLowerCase()}`);
  const write = operations(app, adminOnly(context, `${title} writes`));
  const fns = service as unknown as Record<string, (context: SandboxContext, ...args: never[]) => unknown>;
  const fn = (operation: string) => {
    const found = fns[operation];
    if (!found) throw new Error(`The ${name} service has no ${operation}`);
    return found as (context: SandboxContext, ...args: unknown[]) => unknown;
  };
  const create = fn(`create${name}`);
  const orFail = fn(`${one}OrFail`);
  const update = fn(`update${name}`);
  const remove = fn(`delete${name}`);
  const viewMany = fn(`view${name}s`);
  const queryMany = fn(`query${name}s`);
  const countMany = fn(`count${name}s`);
  const view = (row: unknown, fields?: Fields) => (viewMany(context, [row], fields) as unknown[])[0];
  const idOf = (parts: object) => (parts as Record<string, string>)[idName]!;
  const copyOf = (parts: object) => (parts as Record<string, string | undefined>)[idName];
  const inputOf = (body: object) => (body as Record<string, unknown>)[one];

  write.post(base, contract(`Create${name}V3`), ({ body }) => ({
    [one]: view(create(context, inputOf(body), one)),
  }));
  read.get(item, contract(`Get${name}V3`, { lists: ['fields'] }), ({ params, query }) => {
    assertSameId(copyOf(query), idOf(params));
    return { [one]: view(orFail(context, idOf(params)), query.fields) };
  });
  write.patch(item, contract(`Update${name}V3`), ({ params, body }) => ({
    [one]: view(update(context, idOf(params), inputOf(body), one), body.fields),
  }));
  write.delete(item, contract(`Delete${name}V3`), ({ params, query }) => {
    assertSameId(copyOf(query), idOf(params));
    remove(context, idOf(params));
    return {};
  });
  dotRReads(app, context)(`${base}/query`, `Query${name}sV3`, (payload) =>
    queryMany(context, payload.query, payload.fields),
  );
  read.post(`${base}/count`, contract(`Count${name}sV3`, { optional: true }), ({ body }) =>
    countMany(context, body.filter),
  );

  const many = `${one}s`;
  const bulk = `/stores/v3/bulk/${segment}`;
  const answer = (results: BulkAnswer<unknown>) => (options.namedResults ? withItemsNamed(results, one) : results);
  const elements = <Element>(body: object) => (body as Record<string, Element[]>)[many]!;
  write.post(`${bulk}/create`, contract(`BulkCreate${name}sV3`), ({ body }) =>
    answer(
      bulkOfRows(
        context.db,
        elements(body),
        (input, i) => create(context, input, `${many}[${i}]`) as { id: string },
        view,
        body.returnEntity,
      ),
    ),
  );
  write.post(`${bulk}/update`, contract(`BulkUpdate${name}sV3`), ({ body }) =>
    answer(
      bulkOfRows(
        context.db,
        elements<Record<string, unknown>>(body),
        (element, i) => {
          const path = `${many}[${i}].${one}`;
          const changes = element[one] as { id?: string };
          const applied = options.masked
            ? options.masked(changes as never, element.fieldMask as string | undefined)
            : changes;
          return update(context, idToUpdate(changes.id, path), applied, path) as { id: string };
        },
        (row) => view(row, body.fields),
        body.returnEntity,
      ),
    ),
  );
  return { write, view };
}
