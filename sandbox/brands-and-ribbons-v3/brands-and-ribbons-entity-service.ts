import type { CursorQueryV3, PagingMetadataV3 } from '../../generated/types.gen.js';
import { BRAND, type BrandOrRibbonKind, RIBBON } from './brands-and-ribbons-kinds.js';
import type { BrandOrRibbonRow, BrandOrRibbonWire } from './brands-and-ribbons-rows.js';
import {
  brandOrRibbonOrFail,
  countBrandsOrRibbons,
  createBrandOrRibbon,
  deleteBrandOrRibbon,
  getOrCreateBrandOrRibbon,
  queryBrandsOrRibbons,
  updateBrandOrRibbon,
  viewBrandsOrRibbons,
} from './brands-and-ribbons-service.js';
import type { SandboxContext } from '../kernel/context.js';

type Named = { name?: string; id?: string; revision?: string };
type Fields = readonly string[] | undefined;
/** A page of brands or ribbons, under the kind's plural. */
type Page<Plural extends string> = Record<Plural, BrandOrRibbonWire[]> & { pagingMetadata: PagingMetadataV3 };

/** A bulk update changes only the masked fields (one comma-joined string of paths); all sent fields without one. */
export function masked<Changes extends Named>(changes: Changes, fieldMask: string | undefined): Changes {
  if (fieldMask === undefined || fieldMask.split(',').includes('name')) return changes;
  return { id: changes.id, revision: changes.revision } as Changes;
}

/**
 * The brand or ribbon service for the kind named `one`, as `v3EntityHandlers` calls it (brands and ribbons share the
 * `v3_brands_and_ribbons` table, docs/decisions.md#28); a query answers the page under its plural.
 */
export function brandOrRibbonService<One extends BrandOrRibbonKind['kind']>(one: One) {
  const kind = { brand: BRAND, ribbon: RIBBON }[one];
  const plural = `${one}s` as const;
  return {
    create: (context: SandboxContext, input: Named, path: string) => createBrandOrRibbon(context, kind, input, path),
    orFail: (context: SandboxContext, id: string) => brandOrRibbonOrFail(context, kind, id),
    update: (context: SandboxContext, id: string, changes: Named, path: string) =>
      updateBrandOrRibbon(context, kind, id, changes, path),
    remove: (context: SandboxContext, id: string) => deleteBrandOrRibbon(context, kind, id),
    view: (context: SandboxContext, rows: readonly BrandOrRibbonRow[], fields: Fields) =>
      viewBrandsOrRibbons(context, kind, rows, fields),
    query: (context: SandboxContext, query: CursorQueryV3 | undefined, fields: Fields) => {
      const { items, pagingMetadata } = queryBrandsOrRibbons(context, kind, query, fields);
      // The brand or ribbon query's page is the cursor query's (`entityPage`), which it declares as unknown.
      return { [plural]: items, pagingMetadata: pagingMetadata as PagingMetadataV3 } as Page<`${One}s`>;
    },
    count: (context: SandboxContext, filter: unknown) => countBrandsOrRibbons(context, kind, filter),
    getOrCreate: {
      by: `${one}Name` as const,
      find: (context: SandboxContext, name: string, path: string) =>
        getOrCreateBrandOrRibbon(context, kind, name, path),
    },
  };
}
