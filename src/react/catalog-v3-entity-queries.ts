import type { QueryKey, UseInfiniteQueryResult, UseQueryResult } from '@tanstack/react-query';
import type {
  Brand,
  BrandRequestedField,
  CountAnswer,
  Customization,
  CustomizationRequestedField,
  InfoSection,
  InfoSectionRequestedField,
  PagingMetadataV3,
  QueryBrandsV3Response,
  QueryCustomizationsV3Response,
  QueryInfoSectionsV3Response,
  QueryRibbonsV3Response,
  Ribbon,
  RibbonRequestedField,
} from '../../generated/types.gen.js';
import type { CountFilter, RequestedFieldsOption } from '../catalog-v3/entity-module-v3.js';
import type { CatalogV3 } from '../catalog-v3/index.js';
import type { SiteContext } from '../core/site-context.js';
import type { ReadOptions } from './catalog-queries.js';
import * as cursor from './cursor-read-hooks.js';
import { catalogV3QueryKeys as keys } from './query-keys-v3.js';
import { useSiteRead } from './site-read.js';

type EntityModule = 'brandsV3' | 'ribbonsV3' | 'infoSectionsV3' | 'customizationsV3';
type LooseCall = (...args: unknown[]) => Promise<never>;
type KeyOf = (context: SiteContext, ...rest: unknown[]) => QueryKey;

/** The hooks of one named entity's reads, typed by its entity, query answer and requested fields. */
export interface NamedEntityReadHooks<TEntity, TQuery, F extends string> {
  useGet(id: string, options?: RequestedFieldsOption<F>, query?: ReadOptions<TEntity>): UseQueryResult<TEntity, Error>;
  useQuery(
    input: cursor.CursorReadInput,
    options?: RequestedFieldsOption<F>,
    query?: ReadOptions<TQuery>,
  ): UseQueryResult<TQuery, Error>;
  useQueryInfinite(
    input: cursor.CursorReadInput,
    options?: RequestedFieldsOption<F>,
    query?: cursor.CursorInfiniteOptions<TQuery>,
  ): UseInfiniteQueryResult<cursor.CursorInfiniteData<TQuery>, Error>;
  useCount(count?: CountFilter, query?: ReadOptions<CountAnswer>): UseQueryResult<CountAnswer, Error>;
}

/**
 * The read hooks of `site.<module>`: `get<One>` by id, `query<Many>` one page or every page (the input is the
 * module's builder or a plain query; only the cursor goes after the first page), and `count<Many>`.
 */
function namedEntityReads<TEntity, TQuery extends { pagingMetadata?: PagingMetadataV3 }, F extends string>(
  module: EntityModule,
  one: string,
  many: string,
): NamedEntityReadHooks<TEntity, TQuery, F> {
  const keyOf = (name: string) => (keys as unknown as Record<string, KeyOf>)[name] as KeyOf;
  const callOf = (site: CatalogV3, name: string) =>
    (site[module] as unknown as Record<string, LooseCall>)[name] as LooseCall;
  const getKey = keyOf(`get${one}V3`);
  const countKey = keyOf(`count${many}V3`);
  const querySpec: cursor.CursorReadSpec<TQuery, RequestedFieldsOption<F>> = {
    kind: 'query',
    key: keyOf(`query${many}V3`),
    run: (site, request, options, signal) => callOf(site, `query${many}`)(request, options, { signal }),
  };
  return {
    useGet: (id, options, query) =>
      useSiteRead(
        (context) => getKey(context, id, options),
        (site, signal) => callOf(site, `get${one}`)(id, options, { signal }),
        query,
      ),
    useQuery: (...args) => cursor.useCursorRead(querySpec, ...args),
    useQueryInfinite: (...args) => cursor.useCursorInfinite(querySpec, ...args),
    useCount: (count, query) =>
      useSiteRead(
        (context) => countKey(context, count),
        (site, signal) => callOf(site, `count${many}`)(count, { signal }),
        query,
      ),
  };
}

const brands = /* @__PURE__ */ namedEntityReads<Brand, QueryBrandsV3Response, BrandRequestedField>(
  'brandsV3',
  'Brand',
  'Brands',
);
const ribbons = /* @__PURE__ */ namedEntityReads<Ribbon, QueryRibbonsV3Response, RibbonRequestedField>(
  'ribbonsV3',
  'Ribbon',
  'Ribbons',
);
const infoSections = /* @__PURE__ */ namedEntityReads<
  InfoSection,
  QueryInfoSectionsV3Response,
  InfoSectionRequestedField
>('infoSectionsV3', 'InfoSection', 'InfoSections');
const customizations = /* @__PURE__ */ namedEntityReads<
  Customization,
  QueryCustomizationsV3Response,
  CustomizationRequestedField
>('customizationsV3', 'Customization', 'Customizations');

export const useGetBrandV3 = brands.useGet;
export const useQueryBrandsV3 = brands.useQuery;
export const useQueryBrandsV3Infinite = brands.useQueryInfinite;
export const useCountBrandsV3 = brands.useCount;
export const useGetRibbonV3 = ribbons.useGet;
export const useQueryRibbonsV3 = ribbons.useQuery;
export const useQueryRibbonsV3Infinite = ribbons.useQueryInfinite;
export const useCountRibbonsV3 = ribbons.useCount;
export const useGetInfoSectionV3 = infoSections.useGet;
export const useQueryInfoSectionsV3 = infoSections.useQuery;
export const useQueryInfoSectionsV3Infinite = infoSections.useQueryInfinite;
export const useCountInfoSectionsV3 = infoSections.useCount;
export const useGetCustomizationV3 = customizations.useGet;
export const useQueryCustomizationsV3 = customizations.useQuery;
export const useQueryCustomizationsV3Infinite = customizations.useQueryInfinite;
export const useCountCustomizationsV3 = customizations.useCount;
