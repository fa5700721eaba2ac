import { withIdLast } from '../http/entity-id.js';
import type { SiteContext } from '../core/site-context.js';
import type { CallOptions } from '../http/call-options.js';
import { callOperation } from '../http/call-operation.js';
import type { OperationName } from '../http/operations.js';
import { cursorReads } from './cursor-reads.js';
import { fieldsPart, withJoinedMasks, type MaskedUpdate } from './requested-fields.js';
import { entityConflictGuard } from './revision-conflict.js';

/**
 * How one named v3 entity travels, as its operations' `x-sitekit` names it: `entity` is its key in single bodies and
 * answers (`brand`, the create's argument), `items` its key in lists (`brands`, the bulk create's argument), `query`
 * the query's operation (its row says whether a POST form of it exists, `x-post-form-of`).
 */
export interface EntityWireV3 {
  entity: string;
  items: string;
  /** The path parameter of its get, update and delete (`brandId`). */
  id: string;
  query: OperationName;
}

type Body = Record<string, unknown>;
interface Fields {
  fields?: string[];
}

/**
 * The calls a named v3 entity shares, one builder per call form of `x-sitekit.call` (openapi/README.md): each takes the
 * operation it sends and the wire names of its arguments, as the contract gives them, and answers the method. The
 * entity modules of generated/entity-modules-v3/ are built from them and type them (`EntityCallFormsV3`); the operation
 * table checks each request against the contract before it goes.
 */
export function entityCallsV3(context: SiteContext, { entity, items, id: idParameter, query }: EntityWireV3) {
  /** `TResponse` is `unknown` for the calls that answer the whole response body: their module's type names it. */
  const send = <TResponse = Body>(operation: OperationName, request: object, call: CallOptions | undefined) =>
    callOperation(context, operation, request as never, call) as Promise<TResponse>;
  const reads = cursorReads(context, { query });
  const siblingsOf = ({ fields }: Fields = {}) => fieldsPart(fields);
  const guarded = entityConflictGuard(entity);
  const asBody =
    (operation: OperationName) =>
    (options: object = {}, call?: CallOptions) =>
      send<unknown>(operation, { body: options }, call);
  /** One name or a list of names under `key` (`brandName`, `brandNames`), beside the requested fields. */
  const byName =
    (operation: OperationName, key: string) =>
    (value: string | readonly string[], { fields }: Fields = {}, call?: CallOptions) =>
      send<unknown>(operation, { body: { [key]: value, ...fieldsPart(fields) } }, call);

  return {
    create: (operation: OperationName) => async (value: object, call?: CallOptions) =>
      (await send(operation, { body: { [entity]: value } }, call))[entity],
    get:
      (operation: OperationName) =>
      async (id: string, { fields }: Fields = {}, call?: CallOptions) => {
        const request = { path: { [idParameter]: id }, query: { [idParameter]: id, ...fieldsPart(fields) } };
        return (await send(operation, request, call))[entity];
      },
    update:
      (operation: OperationName) =>
      (id: string, value: { id?: string }, { fields }: Fields = {}, call?: CallOptions) =>
        guarded(id, async () => {
          const body = { [entity]: withIdLast(value, id), ...fieldsPart(fields) };
          return (await send(operation, { path: { [idParameter]: id }, body }, call))[entity];
        }),
    delete: (operation: OperationName) => async (id: string, call?: CallOptions) => {
      await send(operation, { path: { [idParameter]: id }, query: { [idParameter]: id } }, call);
    },
    /** The query's operations are the entity's `query`. */
    query: (...args: unknown[]) => reads.builderOrRead('query', args, ['fields'], siblingsOf),
    count: asBody,
    bulkCreate:
      (operation: OperationName) =>
      (values: readonly object[], options: object = {}, call?: CallOptions) =>
        send<unknown>(operation, { body: { [items]: values, ...options } }, call),
    bulkUpdate:
      (operation: OperationName) =>
      (elements: ReadonlyArray<MaskedUpdate<{ fieldMask?: string }>>, options: object = {}, call?: CallOptions) =>
        send<unknown>(operation, { body: { [items]: withJoinedMasks(elements), ...options } }, call),
    bulkDelete: (operation: OperationName, idsKey: string) => (ids: readonly string[], call?: CallOptions) =>
      send<unknown>(operation, { body: { [idsKey]: ids } }, call),
    getOrCreateByName: byName,
    bulkGetOrCreateByName: byName,
    /** The method's only argument is the request body (`getOrCreateInfoSection({infoSection, fields})`). */
    body: asBody,
  };
}

/** The call forms `x-sitekit.call` can name. */
export type EntityCallFormV3 = keyof ReturnType<typeof entityCallsV3>;
