import type { Collection, CollectionQuery, CollectionsQueryResponse } from '../../generated/types.gen.js';
import type { Caller } from '../kernel/http/caller.js';
import type { SandboxContext } from '../kernel/context.js';
import { collectionToWire, findCollectionById, type CollectionRecord } from './collections-repo.js';
import { notFound } from '../kernel/errors.js';
import type { FieldDef, FieldResolver } from '../kernel/query/fields.js';
import { filterToSql } from '../kernel/query/filter-to-sql.js';
import { sortToSql } from '../kernel/query/sort-to-sql.js';
import type { ParsedStringQuery } from '../kernel/query/string-query.js';
import { DEFAULT_PAGE_SIZE } from '../products/products-queries.js';

/** Only `id` and `name` can be filtered and sorted on in the collections query. */
const collectionFields: Record<string, FieldDef> = {
  id: { sql: 'c.id', type: 'string', sortable: true },
  name: { sql: 'c.name', type: 'string', sortable: true, sortSql: 'c.name COLLATE NOCASE' },
};

const collectionField: FieldResolver = (name) =>
  Object.hasOwn(collectionFields, name) ? collectionFields[name] : undefined;

/** A page of collections in creation order by default; visitors and members see visible ones only. */
export function queryCollections(
  context: SandboxContext,
  query: CollectionQuery | undefined,
  caller: Caller,
): CollectionsQueryResponse {
  const filter = filterToSql(query?.filter, collectionField);
  const where = caller.kind === 'admin' ? filter.sql : `(${filter.sql}) AND c.visible = 1`;
  const order = sortToSql(query?.sort, collectionField, 'c.num');
  const limit = query?.paging?.limit ?? DEFAULT_PAGE_SIZE;
  const offset = query?.paging?.offset ?? 0;
  // Without sort keys, oldest first ("All Products" leads), as the tie-breaker's default direction is newest first.
  const orderSql = query?.sort?.length ? order.sql : 'c.num ASC';
  const ids = context.db.all<{ id: string }>(
    `SELECT c.id FROM collections c WHERE ${where} ORDER BY ${orderSql} LIMIT ? OFFSET ?`,
    ...filter.params,
    ...(query?.sort?.length ? order.params : []),
    limit,
    offset,
  );
  const total =
    context.db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM collections c WHERE ${where}`, ...filter.params)?.n ?? 0;
  const collections = ids.map(({ id }) => collectionToWire(context.db, findCollectionById(context.db, id)!));
  return { collections, metadata: { count: collections.length, offset, total } };
}

/** What the REST reference's form of the collections query asks each collection to carry. */
export interface CollectionTextQueryIncludes {
  includeNumberOfProducts?: boolean;
  includeDescription?: boolean;
}

/** A page of collections for a query whose filter and sort arrived as JSON text: `{collections, metadata, totalResults}`. */
export function queryCollectionsWithText(
  context: SandboxContext,
  { filter, sort, limit, offset }: ParsedStringQuery,
  caller: Caller,
  includes: CollectionTextQueryIncludes,
) {
  const page = queryCollections(
    context,
    { filter: filter as CollectionQuery['filter'], sort, paging: { limit, offset } },
    caller,
  );
  const collections = (page.collections ?? []).map(({ numberOfProducts, description, ...collection }) => ({
    ...collection,
    ...(includes.includeNumberOfProducts === true && { numberOfProducts }),
    ...(includes.includeDescription !== false && description !== undefined && { description }),
  }));
  return { collections, metadata: { items: collections.length, offset }, totalResults: page.metadata?.total ?? 0 };
}

export function readableCollection(context: SandboxContext, id: string, caller: Caller): Collection {
  const record: CollectionRecord | undefined = findCollectionById(context.db, id);
  if (!record || (!record.visible && caller.kind !== 'admin')) {
    throw notFound('COLLECTION_NOT_FOUND', `Collection ${id} was not found`);
  }
  return collectionToWire(context.db, record);
}
