import { withIdLast } from '../catalog/entity-id.js';
import type { SiteContext } from '../core/site-context.js';
import type { CallOptions } from '../http/call-options.js';
import { callOperation } from '../http/call-operation.js';
import type { OperationName } from '../http/operations.js';
import { cursorReads } from './cursor-reads.js';
import type { ReadForms } from './cursor-request.js';
import { fieldsPart, withJoinedMasks, type MaskedUpdate } from './requested-fields.js';
import { entityConflictGuard } from './revision-conflict.js';

/** Calls only some entities have: bulk delete (not customizations), get-or-create by name (brands, ribbons). */
export type EntityExtraV3 = 'bulkDelete' | 'getOrCreateByName';

/** The extras of brands and ribbons. */
export const BY_NAME_EXTRAS: readonly EntityExtraV3[] = ['bulkDelete', 'getOrCreateByName'];

/**
 * How one entity travels: `entity` is its key in single bodies and answers (`brand`) and spells everything else —
 * the list key (`brands`), the path parameter, id list and get-or-create name (`brandId`, `brandIds`, `brandName`),
 * the official method names (`createBrand`, `queryBrands`) and the contract's operations (`createBrandV3`).
 */
export interface EntitySpecV3 {
  entity: string;
  /** The query also goes as GET `.r`, with a POST fallback; otherwise it is a POST only (ribbons). */
  queryOverGet: boolean;
  extras: readonly EntityExtraV3[];
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
  const { entity, queryOverGet, extras } = spec;
  const S = entity.charAt(0).toUpperCase() + entity.slice(1);
  const P = `${S}s`;
  const plural = `${entity}s`;
  const idParameter = `${entity}Id`;
  // The contract names every operation after the official method, with `V3` (`createBrandV3`, `queryBrandsV3`).
  const op = (method: string) => `${method}V3` as OperationName;
  const send = (method: string, request: object, call: CallOptions | undefined) =>
    callOperation(context, op(method), request as never, call) as Promise<Body>;
  const query: ReadForms = queryOverGet
    ? { get: op(`query${P}`), post: `${op(`query${P}`)}ByPost` as OperationName }
    : { post: op(`query${P}`) };
  const reads = cursorReads(context, { query, itemsKey: plural });
  const siblingsOf = ({ fields }: Fields = {}) => fieldsPart(fields);
  const guarded = entityConflictGuard(entity);

  return {
    [`create${S}`]: async (value: object, call?: CallOptions) =>
      (await send(`create${S}`, { body: { [entity]: value } }, call))[entity],
    [`get${S}`]: async (id: string, { fields }: Fields = {}, call?: CallOptions) => {
      const request = { path: { [idParameter]: id }, query: { [idParameter]: id, ...fieldsPart(fields) } };
      return (await send(`get${S}`, request, call))[entity];
    },
    [`update${S}`]: (id: string, value: { id?: string }, { fields }: Fields = {}, call?: CallOptions) =>
      guarded(id, async () => {
        const body = { [entity]: withIdLast(value, id), ...fieldsPart(fields) };
        return (await send(`update${S}`, { path: { [idParameter]: id }, body }, call))[entity];
      }),
    [`delete${S}`]: async (id: string, call?: CallOptions) => {
      await send(`delete${S}`, { path: { [idParameter]: id }, query: { [idParameter]: id } }, call);
    },
    [`query${P}`]: (...args: unknown[]) => reads.builderOrRead('query', args, ['fields'], siblingsOf),
    [`count${P}`]: (options: object = {}, call?: CallOptions) => send(`count${P}`, { body: options }, call),
    [`bulkCreate${P}`]: (values: readonly object[], options: object = {}, call?: CallOptions) =>
      send(`bulkCreate${P}`, { body: { [plural]: values, ...options } }, call),
    [`bulkUpdate${P}`]: (
      elements: ReadonlyArray<MaskedUpdate<{ fieldMask?: string }>>,
      options: object = {},
      call?: CallOptions,
    ) => send(`bulkUpdate${P}`, { body: { [plural]: withJoinedMasks(elements), ...options } }, call),
    ...(extras.includes('bulkDelete') && {
      [`bulkDelete${P}`]: (ids: readonly string[], call?: CallOptions) =>
        send(`bulkDelete${P}`, { body: { [`${entity}Ids`]: ids } }, call),
    }),
    ...(extras.includes('getOrCreateByName') && {
      [`getOrCreate${S}`]: (name: string, { fields }: Fields = {}, call?: CallOptions) =>
        send(`getOrCreate${S}`, { body: { [`${entity}Name`]: name, ...fieldsPart(fields) } }, call),
      [`bulkGetOrCreate${P}`]: (names: readonly string[], { fields }: Fields = {}, call?: CallOptions) =>
        send(`bulkGetOrCreate${P}`, { body: { [`${entity}Names`]: names, ...fieldsPart(fields) } }, call),
    }),
  };
}
