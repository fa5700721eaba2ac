import type { CountFilter, RequestedFieldsOption } from '../catalog-v3/entity-module-v3.js';
import { fieldsPart } from '../catalog-v3/requested-fields.js';
import type { SiteContext } from '../core/site-context.js';
import { declaredReadRequest, type DeclaredReadSpec } from '../query-language/declared-reads.js';
import type { OperationName } from '../http/operations.js';

/*
 * The key of every cached read has one shape (docs/decisions.md#30): `[{ baseURL, _id, path?, query?, body?,
 * _infinite? }]`, the site (its API host), the operation, then the request's parts. It is the generated key shape, so
 * the reads that have a generated key builder share their cache with `sitekit/query`. These are the builders of the
 * keys whose request is written out as a readable body; ./query-keys.ts groups every builder by entity.
 */

/** The parts of a key: the operation (`_id`), the API host, the request's parts. */
export interface CatalogKeyParts {
  _id: string;
  baseURL?: string;
  path?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  _infinite?: boolean;
}

export type CatalogQueryKey = [CatalogKeyParts];

/** A v3 query or search as the key holds it: the readable request (`{query|search, fields?, …}`), not its `.r`. */
export type CursorReadRequest = Record<string, unknown>;

/** This site's part of every key: its API host. */
export function siteKeyPart(context: SiteContext): Pick<CatalogKeyParts, 'baseURL'> {
  return { baseURL: context.client.getConfig().baseURL };
}

/**
 * The key of a read the generated code has no key builder for, or whose request travels as an opaque `.r` value:
 * the request as a readable body, marked infinite when the hook pages.
 */
export function readKey(
  operation: OperationName,
  context: SiteContext,
  parts: Pick<CatalogKeyParts, 'path' | 'body'>,
  infinite = false,
): CatalogQueryKey {
  return [{ _id: operation, ...siteKeyPart(context), ...parts, ...(infinite ? { _infinite: true } : {}) }];
}

/** The key of a v3 query or search: the readable request, marked infinite when the hook pages. */
export const cursorReadKey =
  (operation: OperationName) => (context: SiteContext, request: CursorReadRequest, infinite?: boolean) =>
    readKey(operation, context, { body: request }, infinite);

/** The key of a named v3 entity's read by id (`getBrandV3`): the id under its path parameter, and the fields asked. */
export const entityByIdKey =
  (operation: OperationName, idParameter: string) =>
  (context: SiteContext, id: string, { fields }: RequestedFieldsOption<string> = {}) =>
    readKey(operation, context, { path: { [idParameter]: id }, body: fieldsPart(fields) });

/** The key of a named v3 entity's count (`countBrandsV3`): the filter. */
export const entityCountKey =
  (operation: OperationName) =>
  (context: SiteContext, filter: CountFilter = {}) =>
    readKey(operation, context, { body: filter });

/**
 * The key of a read the contract declares whole (`call: read`, src/query-language/declared-reads.ts): its request's path and
 * query, as the generated key builders hold them, so that it shares its cache with `sitekit/query`.
 */
export const declaredReadKey =
  (spec: DeclaredReadSpec) =>
  (context: SiteContext, ...args: unknown[]): CatalogQueryKey => [
    { _id: spec.operation, ...siteKeyPart(context), ...declaredReadRequest(spec, args) },
  ];
