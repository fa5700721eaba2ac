import type { FastifyInstance } from 'fastify';
import type { CursorQueryV3 } from '../../generated/types.gen.js';
import { BRAND, type BrandOrRibbonKind, RIBBON } from '../catalog-v3/brands-and-ribbons/brand-or-ribbon-kinds.js';
import type { BrandOrRibbonRow } from '../catalog-v3/brands-and-ribbons/brand-or-ribbon-rows.js';
import {
  brandOrRibbonOrFail,
  countBrandsOrRibbons,
  createBrandOrRibbon,
  deleteBrandOrRibbon,
  getOrCreateBrandOrRibbon,
  queryBrandsOrRibbons,
  updateBrandOrRibbon,
  viewBrandsOrRibbons,
} from '../catalog-v3/brands-and-ribbons/brand-or-ribbon-service.js';
import type { SandboxContext } from '../context.js';
import { assertSameId } from '../http/same-id.js';
import { adminOnly, anyCaller } from './support/access.js';
import { bulkOfIds, bulkOfRows, idToUpdate } from './support/bulk.js';
import { contract } from './support/contract.js';
import { dotRReads } from './support/dot-r-reads.js';
import { operations } from './support/operation.js';

type Fields = { fields?: string[] };
type Named = { name?: string; id?: string; revision?: string };

/** A bulk update changes only the masked fields (one comma-joined string of paths); all sent fields without one. */
function masked(changes: Named, fieldMask: string | undefined): Named {
  if (fieldMask === undefined || fieldMask.split(',').includes('name')) return changes;
  return { id: changes.id, revision: changes.revision };
}

const capital = (word: string) => `${word[0]!.toUpperCase()}${word.slice(1)}`;

/** Brands and ribbons: reads for any caller with a token, writes for the API key. */
export function registerLabelRoutes(app: FastifyInstance, context: SandboxContext): void {
  registerLabelKind(app, context, BRAND);
  registerLabelKind(app, context, RIBBON);
}

function registerLabelKind(app: FastifyInstance, context: SandboxContext, kind: BrandOrRibbonKind): void {
  const one = kind.kind;
  const many = `${one}s`;
  const Op = capital(one) as 'Brand' | 'Ribbon';
  const Ops = `${Op}s` as const;
  const base = `/stores/v3/${many}`;
  const bulk = `/stores/v3/bulk/${many}`;
  const read = operations(app, anyCaller(context));
  const write = operations(app, adminOnly(context, `${kind.title} writes`));
  const wrap = (row: BrandOrRibbonRow, fields?: string[]) => ({
    [one]: viewBrandsOrRibbons(context, kind, [row], fields)[0],
  });
  const named = <T>(body: object) => body as Record<string, T>;
  const item = `${base}/:${one}Id`;
  const idOf = (params: object) => named<string>(params)[`${one}Id`]!;

  write.post(base, contract(`Create${Op}V3`), ({ body }) =>
    wrap(createBrandOrRibbon(context, kind, named<Named>(body)[one]!, one)),
  );
  read.get(item, contract(`Get${Op}V3`, { lists: ['fields'] }), ({ params, query }) => {
    assertSameId(named<string | undefined>(query)[`${one}Id`], idOf(params));
    return wrap(brandOrRibbonOrFail(context, kind, idOf(params)), (query as Fields).fields);
  });
  write.patch(item, contract(`Update${Op}V3`), ({ params, body }) =>
    wrap(updateBrandOrRibbon(context, kind, idOf(params), named<Named>(body)[one]!, one), (body as Fields).fields),
  );
  write.delete(item, contract(`Delete${Op}V3`), ({ params, query }) => {
    assertSameId(named<string | undefined>(query)[`${one}Id`], idOf(params));
    deleteBrandOrRibbon(context, kind, idOf(params));
    return {};
  });

  const page = (payload: { query?: CursorQueryV3 } & Fields) => {
    const { items, pagingMetadata } = queryBrandsOrRibbons(context, kind, payload.query, payload.fields);
    return { [many]: items, pagingMetadata };
  };
  // The contract reads brands by GET with `.r` as well; ribbons only by POST.
  if (kind === BRAND) dotRReads(app, context)(`${base}/query`, 'QueryBrandsV3', page);
  else read.post(`${base}/query`, contract(`Query${Ops}V3`, { optional: true }), ({ body }) => page(body as Fields));
  read.post(`${base}/count`, contract(`Count${Ops}V3`, { optional: true }), ({ body }) =>
    countBrandsOrRibbons(context, kind, (body as { filter?: unknown }).filter),
  );
  write.post(`${base}/get-or-create`, contract(`GetOrCreate${Op}V3`), ({ body }) =>
    wrap(
      getOrCreateBrandOrRibbon(context, kind, named<string>(body)[`${one}Name`]!, `${one}Name`),
      (body as Fields).fields,
    ),
  );

  const view = (row: BrandOrRibbonRow, fields?: string[]) => viewBrandsOrRibbons(context, kind, [row], fields)[0];
  write.post(`${bulk}/create`, contract(`BulkCreate${Ops}V3`), ({ body }) =>
    bulkOfRows(
      context.db,
      named<Named[]>(body)[many]!,
      (item, i) => createBrandOrRibbon(context, kind, item, `${many}[${i}]`),
      view,
      body.returnEntity,
    ),
  );
  write.post(`${bulk}/update`, contract(`BulkUpdate${Ops}V3`), ({ body }) =>
    bulkOfRows(
      context.db,
      named<Array<Record<string, Named | string>>>(body)[many]!,
      (wrapper, i) => {
        const path = `${many}[${i}].${one}`;
        const changes = masked(wrapper[one] as Named, wrapper.fieldMask as string | undefined);
        return updateBrandOrRibbon(context, kind, idToUpdate(changes.id, path), changes, path);
      },
      (row) => view(row, body.fields),
      body.returnEntity,
    ),
  );
  write.post(`${bulk}/get-or-create`, contract(`BulkGetOrCreate${Ops}V3`), ({ body }) =>
    bulkOfRows(
      context.db,
      named<string[]>(body)[`${one}Names`]!,
      (name, i) => getOrCreateBrandOrRibbon(context, kind, name, `${one}Names[${i}]`),
      (row) => view(row, body.fields),
      true,
    ),
  );
  write.post(`${bulk}/delete`, contract(`BulkDelete${Ops}V3`), ({ body }) =>
    bulkOfIds(context.db, named<string[]>(body)[`${one}Ids`]!, (id) => deleteBrandOrRibbon(context, kind, id)),
  );
}
