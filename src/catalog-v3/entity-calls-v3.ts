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
 * answers (`brand`, the create's argument), `items` its key in lists (`brands`, the bulk create's argument).
 */
export interface EntityWireV3 {
  entity: string;
  items: string;
  /** The path parameter of its get, update and delete (`brandId`). */
  id: string;
}

/**
 * One method of a named v3 entity module: the call form that builds it (`x-sitekit.call`), the operation it sends, and
 * for the forms that take one, the wire name of its first argument (`brandIds` of a bulk delete, `brandName` of a
 * get-or-create by name).
 */
export interface EntityMethodSpecV3 {
  call: EntityCallFormV3;
  operation: OperationName;
  argument?: string;
}

/**
 * A named v3 entity module as generated/entity-modules-v3/ gives it: its wire names, its methods by name, and the names
 * of its methods without a call form (which its hand-written extras implement).
 */
export interface EntityModuleSpecV3 {
  wire: EntityWireV3;
  methods: Readonly<Record<string, EntityMethodSpecV3>>;
  extras?: readonly string[];
}

type Body = Record<string, unknown>;
interface Fields {
  fields?: string[];
}

/**
 * The calls a named v3 entity shares, one builder per call form of `x-sitekit.call` (openapi/README.md): each takes a
 * method's spec (the operation it sends and the wire name of its first argument, as the contract gives them) and
 * answers the method. src/catalog-v3/entity-module-v3-builder.ts builds the entity modules from them and
 * `EntityCallFormsV3` types them; the operation table checks each request against the contract before it goes.
 */
export function entityCallsV3(context: SiteContext, { entity, items, id: idParameter }: EntityWireV3) {
  /** `TResponse` is `unknown` for the calls that answer the whole response body: their module's type names it. */
  const send = <TResponse = Body>(operation: OperationName, request: object, call: CallOptions | undefined) =>
    callOperation(context, operation, request as never, call) as Promise<TResponse>;
  const siblingsOf = ({ fields }: Fields = {}) => fieldsPart(fields);
  const guarded = entityConflictGuard(entity);
  const asBody =
    ({ operation }: EntityMethodSpecV3) =>
    (options: object = {}, call?: CallOptions) =>
      send<unknown>(operation, { body: options }, call);
  /** One name or a list of names under the method's argument (`brandName`, `brandNames`), beside the requested fields. */
  const byName = (method: EntityMethodSpecV3) => {
    const key = argumentOf(method);
    return (value: string | readonly string[], { fields }: Fields = {}, call?: CallOptions) =>
      send<unknown>(method.operation, { body: { [key]: value, ...fieldsPart(fields) } }, call);
  };

  return {
    create:
      ({ operation }: EntityMethodSpecV3) =>
      async (value: object, call?: CallOptions) =>
        (await send(operation, { body: { [entity]: value } }, call))[entity],
    get:
      ({ operation }: EntityMethodSpecV3) =>
      async (id: string, { fields }: Fields = {}, call?: CallOptions) => {
        const request = { path: { [idParameter]: id }, query: { [idParameter]: id, ...fieldsPart(fields) } };
        return (await send(operation, request, call))[entity];
      },
    update:
      ({ operation }: EntityMethodSpecV3) =>
      (id: string, value: { id?: string }, { fields }: Fields = {}, call?: CallOptions) =>
        guarded(id, async () => {
          const body = { [entity]: withIdLast(value, id), ...fieldsPart(fields) };
          return (await send(operation, { path: { [idParameter]: id }, body }, call))[entity];
        }),
    delete:
      ({ operation }: EntityMethodSpecV3) =>
      async (id: string, call?: CallOptions) => {
        await send(operation, { path: { [idParameter]: id }, query: { [idParameter]: id } }, call);
      },
    /** The query's row says whether a POST form of it exists (`x-post-form-of`). */
    query: ({ operation }: EntityMethodSpecV3) => {
      const reads = cursorReads(context, { query: operation });
      return (...args: unknown[]) => reads.builderOrRead('query', args, ['fields'], siblingsOf);
    },
    count: asBody,
    bulkCreate:
      ({ operation }: EntityMethodSpecV3) =>
      (values: readonly object[], options: object = {}, call?: CallOptions) =>
        send<unknown>(operation, { body: { [items]: values, ...options } }, call),
    bulkUpdate:
      ({ operation }: EntityMethodSpecV3) =>
      (elements: ReadonlyArray<MaskedUpdate<{ fieldMask?: string }>>, options: object = {}, call?: CallOptions) =>
        send<unknown>(operation, { body: { [items]: withJoinedMasks(elements), ...options } }, call),
    bulkDelete: (method: EntityMethodSpecV3) => {
      const key = argumentOf(method);
      return (ids: readonly string[], call?: CallOptions) =>
        send<unknown>(method.operation, { body: { [key]: ids } }, call);
    },
    getOrCreateByName: byName,
    bulkGetOrCreateByName: byName,
    /** The method's only argument is the request body (`getOrCreateInfoSection({infoSection, fields})`). */
    body: asBody,
  };
}

/** The wire name of a method's first argument, which its call form sends under it; checked as the module is built. */
function argumentOf({ operation, call, argument }: EntityMethodSpecV3): string {
  if (!argument) throw new Error(`${operation}: call: ${call} needs the wire name of its first argument`);
  return argument;
}

/** The call forms `x-sitekit.call` can name. */
export type EntityCallFormV3 = keyof ReturnType<typeof entityCallsV3>;
