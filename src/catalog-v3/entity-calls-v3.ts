import { withIdLast } from '../catalog/entity-id.js';
import type { SiteContext } from '../core/site-context.js';
import type { CallOptions } from '../http/call-options.js';
import { callOperation } from '../http/call-operation.js';
import type { OperationName } from '../http/operations.js';
import { cursorReads } from './cursor-reads.js';
import type { ReadForms } from './cursor-request.js';
import { fieldsPart, withJoinedMasks, type MaskedUpdate } from './requested-fields.js';
import { withRevisionConflicts } from './revision-conflict.js';

/** The operations of a named v3 entity; the optional ones exist for some entities only. */
export interface EntityOperationsV3 {
  create: OperationName;
  get: OperationName;
  update: OperationName;
  remove: OperationName;
  query: ReadForms;
  count: OperationName;
  bulkCreate: OperationName;
  bulkUpdate: OperationName;
  bulkRemove?: OperationName;
  getOrCreate?: OperationName;
  bulkGetOrCreate?: OperationName;
}

/**
 * How one entity travels and is named: `entity` is its key in single bodies and answers (`brand`), `plural` its key
 * in lists (`brands`); `singular` and `pluralName` spell the official method names (`createBrand`, `queryBrands`).
 * Path parameters, id lists and get-or-create names derive from `entity` (`brandId`, `brandIds`, `brandName`).
 */
export interface EntitySpecV3 {
  entity: string;
  plural: string;
  singular: string;
  pluralName: string;
  operations: EntityOperationsV3;
}

type Body = Record<string, unknown>;
interface Fields {
  fields?: string[];
}

/**
 * The calls a named v3 entity shares, under their official names; the entity module types them (`SharedEntityCallsV3`
 * and its siblings) and adds its own. The operation table checks each request against the contract before it goes.
 */
export function entityCallsV3(context: SiteContext, spec: EntitySpecV3) {
  const { entity, plural, singular: S, pluralName: P, operations: ops } = spec;
  const { bulkRemove, getOrCreate, bulkGetOrCreate } = ops;
  const idParameter = `${entity}Id`;
  const send = (name: OperationName, request: object, call: CallOptions | undefined) =>
    callOperation(context, name, request as never, call) as Promise<Body>;
  const reads = cursorReads(context, { query: ops.query, itemsKey: plural });
  const siblingsOf = ({ fields }: Fields = {}) => fieldsPart(fields);

  return {
    [`create${S}`]: async (value: object, call?: CallOptions) =>
      (await send(ops.create, { body: { [entity]: value } }, call))[entity],
    [`get${S}`]: async (id: string, { fields }: Fields = {}, call?: CallOptions) => {
      const request = { path: { [idParameter]: id }, query: { [idParameter]: id, ...fieldsPart(fields) } };
      return (await send(ops.get, request, call))[entity];
    },
    [`update${S}`]: (id: string, value: { id?: string }, { fields }: Fields = {}, call?: CallOptions) =>
      withRevisionConflicts({ entity, entityId: id }, async () => {
        const body = { [entity]: withIdLast(value, id), ...fieldsPart(fields) };
        return (await send(ops.update, { path: { [idParameter]: id }, body }, call))[entity];
      }),
    [`delete${S}`]: async (id: string, call?: CallOptions) => {
      await send(ops.remove, { path: { [idParameter]: id }, query: { [idParameter]: id } }, call);
    },
    [`query${P}`]: (...args: unknown[]) => reads.builderOrRead('query', args, ['fields'], siblingsOf),
    [`count${P}`]: (options: object = {}, call?: CallOptions) => send(ops.count, { body: options }, call),
    [`bulkCreate${P}`]: (values: readonly object[], options: object = {}, call?: CallOptions) =>
      send(ops.bulkCreate, { body: { [plural]: values, ...options } }, call),
    [`bulkUpdate${P}`]: (
      elements: ReadonlyArray<MaskedUpdate<{ fieldMask?: string }>>,
      options: object = {},
      call?: CallOptions,
    ) => send(ops.bulkUpdate, { body: { [plural]: withJoinedMasks(elements), ...options } }, call),
    ...(bulkRemove && {
      [`bulkDelete${P}`]: (ids: readonly string[], call?: CallOptions) =>
        send(bulkRemove, { body: { [`${entity}Ids`]: ids } }, call),
    }),
    ...(getOrCreate && {
      [`getOrCreate${S}`]: (name: string, { fields }: Fields = {}, call?: CallOptions) =>
        send(getOrCreate, { body: { [`${entity}Name`]: name, ...fieldsPart(fields) } }, call),
    }),
    ...(bulkGetOrCreate && {
      [`bulkGetOrCreate${P}`]: (names: readonly string[], { fields }: Fields = {}, call?: CallOptions) =>
        send(bulkGetOrCreate, { body: { [`${entity}Names`]: names, ...fieldsPart(fields) } }, call),
    }),
  };
}

/** A stale `revision` of a call that is not an update (customization choices) as a conflict naming the entity. */
export function entityConflictGuard(entity: string) {
  return <T>(entityId: string, run: () => Promise<T>) => withRevisionConflicts({ entity, entityId }, run);
}
