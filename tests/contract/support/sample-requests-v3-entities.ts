import * as sdk from '../../../generated/sdk.gen.js';
import type { Client } from '../../../generated/client/index.js';

const admin = {
  Authorization: 'IST.eyJraWQiOiJQb3pIX2FDMiIsImFsZyI6IlJTMjU2In0.admin-key',
  'wix-site-id': '0b4c3a1e-6f2d-4c58-9a0e-8d7f1e2b3c4d',
};
const brandId = '3c1b6f0e-8a2d-4c57-9e4b-6a0f2d9b7c11';
const ribbonId = '7d2e4a90-1f3b-4e8c-b6a5-0c9d8e7f6a52';
const infoSectionId = '4f6a8c0e-2b4d-4e6f-8a0c-2e4f6a8c0e2b';
const care = { uniqueName: 'linen-care', title: 'Care instructions', plainDescription: '<p>Machine wash cold.</p>' };

const dotR = (payload: unknown) => Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');

/** One realistic, valid request per brands, ribbons and info-sections operation, sent through the generated SDK. */
export function sampleRequestsV3Entities(client: Client): Record<string, () => Promise<unknown>> {
  const common = { client, throwOnError: true as const, headers: admin };
  const brandQuery = { query: { filter: { name: { $startsWith: 'North' } }, cursorPaging: { limit: 50 } } };
  return {
    createBrandV3: () => sdk.createBrandV3({ ...common, body: { brand: { name: 'Northbound Linen' } } }),
    getBrandV3: () =>
      sdk.getBrandV3({ ...common, path: { brandId }, query: { brandId, fields: ['ASSIGNED_PRODUCTS_COUNT'] } }),
    updateBrandV3: () =>
      sdk.updateBrandV3({
        ...common,
        path: { brandId },
        body: { brand: { revision: '2', name: 'Northbound Linen Co.', id: brandId }, fields: [] },
      }),
    deleteBrandV3: () => sdk.deleteBrandV3({ ...common, path: { brandId }, query: { brandId } }),
    queryBrandsV3: () => sdk.queryBrandsV3({ ...common, query: { '.r': dotR(brandQuery) } }),
    queryBrandsV3ByPost: () =>
      sdk.queryBrandsV3ByPost({ ...common, body: { ...brandQuery, fields: ['ASSIGNED_PRODUCTS_COUNT'] } }),
    countBrandsV3: () => sdk.countBrandsV3({ ...common, body: { filter: { name: { $startsWith: 'N' } } } }),
    getOrCreateBrandV3: () => sdk.getOrCreateBrandV3({ ...common, body: { brandName: 'Northbound Linen' } }),
    bulkCreateBrandsV3: () =>
      sdk.bulkCreateBrandsV3({ ...common, body: { brands: [{ name: 'Harbour' }], returnEntity: true } }),
    bulkUpdateBrandsV3: () =>
      sdk.bulkUpdateBrandsV3({
        ...common,
        body: { brands: [{ brand: { id: brandId, revision: '2', name: 'Harbour Co.' }, fieldMask: 'name' }] },
      }),
    bulkGetOrCreateBrandsV3: () =>
      sdk.bulkGetOrCreateBrandsV3({ ...common, body: { brandNames: ['Harbour', 'Northbound Linen'] } }),
    bulkDeleteBrandsV3: () => sdk.bulkDeleteBrandsV3({ ...common, body: { brandIds: [brandId] } }),
    createRibbonV3: () => sdk.createRibbonV3({ ...common, body: { ribbon: { name: 'New Arrival' } } }),
    getRibbonV3: () =>
      sdk.getRibbonV3({ ...common, path: { ribbonId }, query: { ribbonId, fields: ['ASSIGNED_PRODUCT_COUNT'] } }),
    updateRibbonV3: () =>
      sdk.updateRibbonV3({
        ...common,
        path: { ribbonId },
        body: { ribbon: { revision: '1', name: 'Just In', id: ribbonId } },
      }),
    deleteRibbonV3: () => sdk.deleteRibbonV3({ ...common, path: { ribbonId }, query: { ribbonId } }),
    queryRibbonsV3: () =>
      sdk.queryRibbonsV3({
        ...common,
        body: { query: { sort: [{ fieldName: 'name', order: 'ASC' }], cursorPaging: { limit: 100 } } },
      }),
    countRibbonsV3: () => sdk.countRibbonsV3({ ...common, body: { filter: {} } }),
    getOrCreateRibbonV3: () =>
      sdk.getOrCreateRibbonV3({ ...common, body: { ribbonName: 'Sale', fields: ['ASSIGNED_PRODUCT_COUNT'] } }),
    bulkCreateRibbonsV3: () =>
      sdk.bulkCreateRibbonsV3({ ...common, body: { ribbons: [{ name: 'Sale' }, { name: 'Last pieces' }] } }),
    bulkUpdateRibbonsV3: () =>
      sdk.bulkUpdateRibbonsV3({
        ...common,
        body: { ribbons: [{ ribbon: { id: ribbonId, revision: '1', name: 'Just In' } }], returnEntity: true },
      }),
    bulkGetOrCreateRibbonsV3: () => sdk.bulkGetOrCreateRibbonsV3({ ...common, body: { ribbonNames: ['Sale'] } }),
    bulkDeleteRibbonsV3: () => sdk.bulkDeleteRibbonsV3({ ...common, body: { ribbonIds: [ribbonId] } }),
    createInfoSectionV3: () => sdk.createInfoSectionV3({ ...common, body: { infoSection: care } }),
    getInfoSectionV3: () =>
      sdk.getInfoSectionV3({
        ...common,
        path: { infoSectionId },
        query: { infoSectionId, fields: ['ASSIGNED_PRODUCTS_COUNT'] },
      }),
    updateInfoSectionV3: () =>
      sdk.updateInfoSectionV3({
        ...common,
        path: { infoSectionId },
        body: {
          infoSection: { revision: '1', title: 'Care', plainDescription: '<p>Cold wash.</p>', id: infoSectionId },
        },
      }),
    deleteInfoSectionV3: () =>
      sdk.deleteInfoSectionV3({ ...common, path: { infoSectionId }, query: { infoSectionId } }),
    queryInfoSectionsV3: () =>
      sdk.queryInfoSectionsV3({
        ...common,
        query: { '.r': dotR({ query: { filter: { uniqueName: { $startsWith: 'linen' } } } }) },
      }),
    queryInfoSectionsV3ByPost: () =>
      sdk.queryInfoSectionsV3ByPost({
        ...common,
        body: { query: { sort: [{ fieldName: 'title', order: 'ASC' }] }, fields: ['ASSIGNED_PRODUCTS_COUNT'] },
      }),
    countInfoSectionsV3: () => sdk.countInfoSectionsV3({ ...common, body: { filter: { title: 'Care' } } }),
    getOrCreateInfoSectionV3: () =>
      sdk.getOrCreateInfoSectionV3({ ...common, body: { infoSection: care, fields: ['ASSIGNED_PRODUCTS_COUNT'] } }),
    bulkCreateInfoSectionsV3: () =>
      sdk.bulkCreateInfoSectionsV3({ ...common, body: { infoSections: [care], returnEntity: true } }),
    bulkUpdateInfoSectionsV3: () =>
      sdk.bulkUpdateInfoSectionsV3({
        ...common,
        body: {
          infoSections: [{ infoSection: { id: infoSectionId, revision: '1', title: 'Care' }, fieldMask: 'title' }],
        },
      }),
    bulkGetOrCreateInfoSectionsV3: () =>
      sdk.bulkGetOrCreateInfoSectionsV3({
        ...common,
        body: { infoSections: [{ id: infoSectionId }, { uniqueName: 'sizing', title: 'Sizing' }] },
      }),
    bulkDeleteInfoSectionsV3: () =>
      sdk.bulkDeleteInfoSectionsV3({ ...common, body: { infoSectionIds: [infoSectionId] } }),
  };
}
