import type { UseInfiniteQueryResult, UseQueryResult } from '@tanstack/react-query';
import type {
  Brand,
  BrandRequestedField,
  CountAnswer,
  Customization,
  CustomizationRequestedField,
  InfoSection,
  InfoSectionRequestedField,
  QueryBrandsV3Response,
  QueryCustomizationsV3Response,
  QueryInfoSectionsV3Response,
  QueryRibbonsV3Response,
  Ribbon,
  RibbonRequestedField,
} from '../../generated/types.gen.js';
import type { CountFilter, RequestedFieldsOption } from '../catalog-v3/entity-module-v3.js';
import type { ReadOptions } from './catalog-queries.js';
import * as cursor from './cursor-read-hooks.js';
import { catalogQueryKeys as keys } from './query-keys.js';
import { siteRead } from './site-read.js';

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

/*
 * The reads of brands, ribbons, info sections and customizations: `get<One>` by id, `query<Many>` one page or every
 * page (the input is the module's builder or a plain query; only the cursor goes after the first page), and
 * `count<Many>`.
 */
type BrandHooks = NamedEntityReadHooks<Brand, QueryBrandsV3Response, BrandRequestedField>;
type RibbonHooks = NamedEntityReadHooks<Ribbon, QueryRibbonsV3Response, RibbonRequestedField>;
type InfoSectionHooks = NamedEntityReadHooks<InfoSection, QueryInfoSectionsV3Response, InfoSectionRequestedField>;
type CustomizationHooks = NamedEntityReadHooks<
  Customization,
  QueryCustomizationsV3Response,
  CustomizationRequestedField
>;

const BRANDS = /* @__PURE__ */ cursor.cursorSpec((site) => site.brandsV3.queryBrands)(
  'query',
  keys.queryBrandsV3,
  true,
);
const RIBBONS = /* @__PURE__ */ cursor.cursorSpec((site) => site.ribbonsV3.queryRibbons)(
  'query',
  keys.queryRibbonsV3,
  true,
);
const INFO_SECTIONS = /* @__PURE__ */ cursor.cursorSpec((site) => site.infoSectionsV3.queryInfoSections)(
  'query',
  keys.queryInfoSectionsV3,
  true,
);
const CUSTOMIZATIONS = /* @__PURE__ */ cursor.cursorSpec((site) => site.customizationsV3.queryCustomizations)(
  'query',
  keys.queryCustomizationsV3,
  true,
);

export const useGetBrandV3: BrandHooks['useGet'] = /* @__PURE__ */ siteRead((site) => site.brandsV3.getBrand)(
  2,
  keys.getBrandV3,
);
export const useQueryBrandsV3: BrandHooks['useQuery'] = (...args) => cursor.useCursorRead(BRANDS, ...args);
export const useQueryBrandsV3Infinite: BrandHooks['useQueryInfinite'] = (...args) =>
  cursor.useCursorInfinite(BRANDS, ...args);
export const useCountBrandsV3: BrandHooks['useCount'] = /* @__PURE__ */ siteRead((site) => site.brandsV3.countBrands)(
  1,
  keys.countBrandsV3,
);

export const useGetRibbonV3: RibbonHooks['useGet'] = /* @__PURE__ */ siteRead((site) => site.ribbonsV3.getRibbon)(
  2,
  keys.getRibbonV3,
);
export const useQueryRibbonsV3: RibbonHooks['useQuery'] = (...args) => cursor.useCursorRead(RIBBONS, ...args);
export const useQueryRibbonsV3Infinite: RibbonHooks['useQueryInfinite'] = (...args) =>
  cursor.useCursorInfinite(RIBBONS, ...args);
export const useCountRibbonsV3: RibbonHooks['useCount'] = /* @__PURE__ */ siteRead(
  (site) => site.ribbonsV3.countRibbons,
)(1, keys.countRibbonsV3);

export const useGetInfoSectionV3: InfoSectionHooks['useGet'] = /* @__PURE__ */ siteRead(
  (site) => site.infoSectionsV3.getInfoSection,
)(2, keys.getInfoSectionV3);
export const useQueryInfoSectionsV3: InfoSectionHooks['useQuery'] = (...args) =>
  cursor.useCursorRead(INFO_SECTIONS, ...args);
export const useQueryInfoSectionsV3Infinite: InfoSectionHooks['useQueryInfinite'] = (...args) =>
  cursor.useCursorInfinite(INFO_SECTIONS, ...args);
export const useCountInfoSectionsV3: InfoSectionHooks['useCount'] = /* @__PURE__ */ siteRead(
  (site) => site.infoSectionsV3.countInfoSections,
)(1, keys.countInfoSectionsV3);

export const useGetCustomizationV3: CustomizationHooks['useGet'] = /* @__PURE__ */ siteRead(
  (site) => site.customizationsV3.getCustomization,
)(2, keys.getCustomizationV3);
export const useQueryCustomizationsV3: CustomizationHooks['useQuery'] = (...args) =>
  cursor.useCursorRead(CUSTOMIZATIONS, ...args);
export const useQueryCustomizationsV3Infinite: CustomizationHooks['useQueryInfinite'] = (...args) =>
  cursor.useCursorInfinite(CUSTOMIZATIONS, ...args);
export const useCountCustomizationsV3: CustomizationHooks['useCount'] = /* @__PURE__ */ siteRead(
  (site) => site.customizationsV3.countCustomizations,
)(1, keys.countCustomizationsV3);
