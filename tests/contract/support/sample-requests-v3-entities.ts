import * as sdk from '../../../generated/sdk.gen.js';
import type { Client } from '../../../generated/client/index.js';
import { admin } from './sample-headers.js';

const brandId = '3c1b6f0e-8a2d-4c57-9e4b-6a0f2d9b7c11';
const ribbonId = '7d2e4a90-1f3b-4e8c-b6a5-0c9d8e7f6a52';
const infoSectionId = '4f6a8c0e-2b4d-4e6f-8a0c-2e4f6a8c0e2b';
const customizationId = '9a4c2e7b-5d1f-4b3a-8c6e-0f1a2b3c4d5e';
const choiceId = '2b8f6d1a-4c3e-4f7a-9b0d-1e2f3a4b5c6d';
const color = {
  name: 'Color',
  customizationType: 'PRODUCT_OPTION' as const,
  customizationRenderType: 'SWATCH_CHOICES' as const,
  choicesSettings: { choices: [{ choiceType: 'ONE_COLOR' as const, name: 'Sand', colorCode: '#D8C3A5' }] },
};
const care = { uniqueName: 'linen-care', title: 'Care instructions', plainDescription: '<p>Machine wash cold.</p>' };

const dotR = (payload: unknown) => Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');

/** One realistic, valid request per brands, ribbons, info-sections and customizations operation, through the SDK. */
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
    createCustomizationV3: () => sdk.createCustomizationV3({ ...common, body: { customization: color } }),
    getCustomizationV3: () =>
      sdk.getCustomizationV3({
        ...common,
        path: { customizationId },
        query: { customizationId, fields: ['ASSIGNED_PRODUCTS_COUNT', 'CHOICE_DISPLAY_IMAGE'] },
      }),
    updateCustomizationV3: () =>
      sdk.updateCustomizationV3({
        ...common,
        path: { customizationId },
        body: { customization: { revision: '3', name: 'Colour', id: customizationId } },
      }),
    deleteCustomizationV3: () =>
      sdk.deleteCustomizationV3({ ...common, path: { customizationId }, query: { customizationId } }),
    queryCustomizationsV3: () =>
      sdk.queryCustomizationsV3({
        ...common,
        query: { '.r': dotR({ query: { filter: { customizationType: 'MODIFIER' } } }) },
      }),
    queryCustomizationsV3ByPost: () =>
      sdk.queryCustomizationsV3ByPost({
        ...common,
        body: { query: { sort: [{ fieldName: 'name' }] }, fields: ['ASSIGNED_PRODUCTS_COUNT'] },
      }),
    countCustomizationsV3: () =>
      sdk.countCustomizationsV3({ ...common, body: { filter: { customizationRenderType: 'FREE_TEXT' } } }),
    addCustomizationChoicesV3: () =>
      sdk.addCustomizationChoicesV3({
        ...common,
        path: { customizationId },
        body: { customizationId, choices: [{ choiceType: 'ONE_COLOR', name: 'Navy', colorCode: '#1F2A44' }] },
      }),
    setCustomizationChoicesV3: () =>
      sdk.setCustomizationChoicesV3({
        ...common,
        path: { customizationId },
        body: {
          customizationId,
          choices: [{ id: choiceId, name: 'Sand', choiceType: 'ONE_COLOR', colorCode: '#D8C3A5' }],
        },
      }),
    removeCustomizationChoicesV3: () =>
      sdk.removeCustomizationChoicesV3({
        ...common,
        path: { customizationId },
        body: { customizationId, choiceIds: [choiceId], revision: '5' },
      }),
    updateCustomizationChoicesV3: () =>
      sdk.updateCustomizationChoicesV3({
        ...common,
        path: { customizationId },
        body: {
          customizationId,
          revision: '5',
          choices: [{ choice: { id: choiceId, primaryChoiceIds: [] }, fieldMask: 'primaryChoiceIds' }],
        },
      }),
    reorderCustomizationChoicesV3: () =>
      sdk.reorderCustomizationChoicesV3({
        ...common,
        path: { customizationId },
        body: { customizationId, revision: '5', choiceIds: [choiceId] },
      }),
    bulkCreateCustomizationsV3: () =>
      sdk.bulkCreateCustomizationsV3({
        ...common,
        body: {
          customizations: [
            color,
            {
              name: 'Monogram',
              customizationType: 'MODIFIER',
              customizationRenderType: 'FREE_TEXT',
              freeTextInput: { title: 'Initials', maxCharCount: 3 },
            },
          ],
          returnEntity: true,
        },
      }),
    bulkUpdateCustomizationsV3: () =>
      sdk.bulkUpdateCustomizationsV3({
        ...common,
        body: { customizations: [{ customization: { id: customizationId, revision: '3', name: 'Colour' } }] },
      }),
    bulkAddCustomizationChoicesV3: () =>
      sdk.bulkAddCustomizationChoicesV3({
        ...common,
        body: {
          customizationsChoices: [
            { customizationId, choices: [{ name: 'Olive', choiceType: 'ONE_COLOR', colorCode: '#708238' }] },
          ],
        },
      }),
  };
}
