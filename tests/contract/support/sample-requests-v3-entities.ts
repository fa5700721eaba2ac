import type { Client } from '../../../generated/client/index.js';
import { exampleChoiceId, exampleString } from './contract-examples.js';
import { sampleCalls } from './sample-calls.js';
import { admin } from './sample-headers.js';

const brandId = exampleString('Brand', 'id');
const ribbonId = exampleString('Ribbon', 'id');
const infoSectionId = exampleString('InfoSection', 'id');
const customizationId = exampleString('Customization', 'id');
const choiceId = exampleChoiceId(0);
const color = {
  name: 'Color',
  customizationType: 'PRODUCT_OPTION' as const,
  customizationRenderType: 'SWATCH_CHOICES' as const,
  choicesSettings: { choices: [{ choiceType: 'ONE_COLOR' as const, name: 'Sand', colorCode: '#D8C3A5' }] },
};
const care = {
  uniqueName: exampleString('InfoSection', 'uniqueName'),
  title: exampleString('InfoSection', 'title'),
  plainDescription: '<p>Machine wash cold.</p>',
};

const dotR = (payload: unknown) => Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');

/** One realistic, valid request per brands, ribbons, info-sections and customizations operation, through the SDK. */
export function sampleRequestsV3Entities(client: Client): Record<string, () => Promise<unknown>> {
  const brandQuery = { query: { filter: { name: { $startsWith: 'North' } }, cursorPaging: { limit: 50 } } };
  return sampleCalls(
    client,
    { headers: admin },
    {
      createBrandV3: { body: { brand: { name: 'Northbound Linen' } } },
      getBrandV3: { path: { brandId }, query: { brandId, fields: ['ASSIGNED_PRODUCTS_COUNT'] } },
      updateBrandV3: {
        path: { brandId },
        body: { brand: { revision: '2', name: 'Northbound Linen Co.', id: brandId }, fields: [] },
      },
      deleteBrandV3: { path: { brandId }, query: { brandId } },
      queryBrandsV3: { query: { '.r': dotR(brandQuery) } },
      queryBrandsV3ByPost: { body: { ...brandQuery, fields: ['ASSIGNED_PRODUCTS_COUNT'] } },
      countBrandsV3: { body: { filter: { name: { $startsWith: 'N' } } } },
      getOrCreateBrandV3: { body: { brandName: 'Northbound Linen' } },
      bulkCreateBrandsV3: { body: { brands: [{ name: 'Harbour' }], returnEntity: true } },
      bulkUpdateBrandsV3: {
        body: { brands: [{ brand: { id: brandId, revision: '2', name: 'Harbour Co.' }, fieldMask: 'name' }] },
      },
      bulkGetOrCreateBrandsV3: { body: { brandNames: ['Harbour', 'Northbound Linen'] } },
      bulkDeleteBrandsV3: { body: { brandIds: [brandId] } },
      createRibbonV3: { body: { ribbon: { name: 'New Arrival' } } },
      getRibbonV3: { path: { ribbonId }, query: { ribbonId, fields: ['ASSIGNED_PRODUCT_COUNT'] } },
      updateRibbonV3: { path: { ribbonId }, body: { ribbon: { revision: '1', name: 'Just In', id: ribbonId } } },
      deleteRibbonV3: { path: { ribbonId }, query: { ribbonId } },
      queryRibbonsV3: {
        body: { query: { sort: [{ fieldName: 'name', order: 'ASC' }], cursorPaging: { limit: 100 } } },
      },
      countRibbonsV3: { body: { filter: {} } },
      getOrCreateRibbonV3: { body: { ribbonName: 'Sale', fields: ['ASSIGNED_PRODUCT_COUNT'] } },
      bulkCreateRibbonsV3: { body: { ribbons: [{ name: 'Sale' }, { name: 'Last pieces' }] } },
      bulkUpdateRibbonsV3: {
        body: { ribbons: [{ ribbon: { id: ribbonId, revision: '1', name: 'Just In' } }], returnEntity: true },
      },
      bulkGetOrCreateRibbonsV3: { body: { ribbonNames: ['Sale'] } },
      bulkDeleteRibbonsV3: { body: { ribbonIds: [ribbonId] } },
      createInfoSectionV3: { body: { infoSection: care } },
      getInfoSectionV3: { path: { infoSectionId }, query: { infoSectionId, fields: ['ASSIGNED_PRODUCTS_COUNT'] } },
      updateInfoSectionV3: {
        path: { infoSectionId },
        body: {
          infoSection: { revision: '1', title: 'Care', plainDescription: '<p>Cold wash.</p>', id: infoSectionId },
        },
      },
      deleteInfoSectionV3: { path: { infoSectionId }, query: { infoSectionId } },
      queryInfoSectionsV3: { query: { '.r': dotR({ query: { filter: { uniqueName: { $startsWith: 'linen' } } } }) } },
      queryInfoSectionsV3ByPost: {
        body: { query: { sort: [{ fieldName: 'title', order: 'ASC' }] }, fields: ['ASSIGNED_PRODUCTS_COUNT'] },
      },
      countInfoSectionsV3: { body: { filter: { title: 'Care' } } },
      getOrCreateInfoSectionV3: { body: { infoSection: care, fields: ['ASSIGNED_PRODUCTS_COUNT'] } },
      bulkCreateInfoSectionsV3: { body: { infoSections: [care], returnEntity: true } },
      bulkUpdateInfoSectionsV3: {
        body: {
          infoSections: [{ infoSection: { id: infoSectionId, revision: '1', title: 'Care' }, fieldMask: 'title' }],
        },
      },
      bulkGetOrCreateInfoSectionsV3: {
        body: { infoSections: [{ id: infoSectionId }, { uniqueName: 'sizing', title: 'Sizing' }] },
      },
      bulkDeleteInfoSectionsV3: { body: { infoSectionIds: [infoSectionId] } },
      createCustomizationV3: { body: { customization: color } },
      getCustomizationV3: {
        path: { customizationId },
        query: { customizationId, fields: ['ASSIGNED_PRODUCTS_COUNT', 'CHOICE_DISPLAY_IMAGE'] },
      },
      updateCustomizationV3: {
        path: { customizationId },
        body: { customization: { revision: '3', name: 'Colour', id: customizationId } },
      },
      deleteCustomizationV3: { path: { customizationId }, query: { customizationId } },
      queryCustomizationsV3: { query: { '.r': dotR({ query: { filter: { customizationType: 'MODIFIER' } } }) } },
      queryCustomizationsV3ByPost: {
        body: { query: { sort: [{ fieldName: 'name' }] }, fields: ['ASSIGNED_PRODUCTS_COUNT'] },
      },
      countCustomizationsV3: { body: { filter: { customizationRenderType: 'FREE_TEXT' } } },
      addCustomizationChoicesV3: {
        path: { customizationId },
        body: { customizationId, choices: [{ choiceType: 'ONE_COLOR', name: 'Navy', colorCode: '#1F2A44' }] },
      },
      setCustomizationChoicesV3: {
        path: { customizationId },
        body: {
          customizationId,
          choices: [{ id: choiceId, name: 'Sand', choiceType: 'ONE_COLOR', colorCode: '#D8C3A5' }],
        },
      },
      removeCustomizationChoicesV3: {
        path: { customizationId },
        body: { customizationId, choiceIds: [choiceId], revision: '5' },
      },
      updateCustomizationChoicesV3: {
        path: { customizationId },
        body: {
          customizationId,
          revision: '5',
          choices: [{ choice: { id: choiceId, primaryChoiceIds: [] }, fieldMask: 'primaryChoiceIds' }],
        },
      },
      reorderCustomizationChoicesV3: {
        path: { customizationId },
        body: { customizationId, revision: '5', choiceIds: [choiceId] },
      },
      bulkCreateCustomizationsV3: {
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
      },
      bulkUpdateCustomizationsV3: {
        body: { customizations: [{ customization: { id: customizationId, revision: '3', name: 'Colour' } }] },
      },
      bulkAddCustomizationChoicesV3: {
        body: {
          customizationsChoices: [
            { customizationId, choices: [{ name: 'Olive', choiceType: 'ONE_COLOR', colorCode: '#708238' }] },
          ],
        },
      },
    },
  );
}
