import type { ApiKeyAuth, SiteClient } from '../../../src/index.js';
import { exampleChoiceId, exampleString } from './contract-examples.js';

export type SiteCall = [expected: string, run: (site: SiteClient<ApiKeyAuth>) => Promise<unknown>];

const BRAND = exampleString('Brand', 'id');
const RIBBON = exampleString('Ribbon', 'id');
const SECTION = exampleString('InfoSection', 'id');
const CUSTOMIZATION = exampleString('Customization', 'id');
const CHOICE = exampleChoiceId(0);
const OTHER_CHOICE = exampleChoiceId(1);
const SAND = { choiceType: 'ONE_COLOR' as const, name: 'Sand', colorCode: '#D8C3A5' };
const COLOR = {
  name: 'Color',
  customizationType: 'PRODUCT_OPTION' as const,
  customizationRenderType: 'SWATCH_CHOICES' as const,
  choicesSettings: { choices: [SAND] },
};
const CARE = {
  uniqueName: exampleString('InfoSection', 'uniqueName'),
  title: exampleString('InfoSection', 'title'),
  plainDescription: '<p>Machine wash cold.</p>',
};
const CUSTOMIZATION_PATH = `/stores/v3/customizations/${CUSTOMIZATION}`;

const BRAND_CALLS: SiteCall[] = [
  ['POST /stores/v3/brands', (s) => s.brandsV3.createBrand({ name: 'Northbound Linen' })],
  [`GET /stores/v3/brands/${BRAND}`, (s) => s.brandsV3.getBrand(BRAND, { fields: ['ASSIGNED_PRODUCTS_COUNT'] })],
  [`PATCH /stores/v3/brands/${BRAND}`, (s) => s.brandsV3.updateBrand(BRAND, { revision: '2', name: 'Acme' })],
  [`DELETE /stores/v3/brands/${BRAND}`, (s) => s.brandsV3.deleteBrand(BRAND)],
  ['GET /stores/v3/brands/query', (s) => s.brandsV3.queryBrands().startsWith('name', 'North').limit(5).find()],
  ['POST /stores/v3/brands/count', (s) => s.brandsV3.countBrands({ filter: { name: 'Acme' } })],
  ['POST /stores/v3/brands/get-or-create', (s) => s.brandsV3.getOrCreateBrand('Acme')],
  [
    'POST /stores/v3/bulk/brands/create',
    (s) => s.brandsV3.bulkCreateBrands([{ name: 'Acme' }], { returnEntity: true }),
  ],
  [
    'POST /stores/v3/bulk/brands/update',
    (s) => s.brandsV3.bulkUpdateBrands([{ brand: { id: BRAND, revision: '2', name: 'Acme' }, fieldMask: ['name'] }]),
  ],
  ['POST /stores/v3/bulk/brands/get-or-create', (s) => s.brandsV3.bulkGetOrCreateBrands(['Acme'])],
  ['POST /stores/v3/bulk/brands/delete', (s) => s.brandsV3.bulkDeleteBrands([BRAND])],
];

const RIBBON_CALLS: SiteCall[] = [
  ['POST /stores/v3/ribbons', (s) => s.ribbonsV3.createRibbon({ name: 'New Arrival' })],
  [`GET /stores/v3/ribbons/${RIBBON}`, (s) => s.ribbonsV3.getRibbon(RIBBON, { fields: ['ASSIGNED_PRODUCT_COUNT'] })],
  [`PATCH /stores/v3/ribbons/${RIBBON}`, (s) => s.ribbonsV3.updateRibbon(RIBBON, { revision: '1', name: 'Just In' })],
  [`DELETE /stores/v3/ribbons/${RIBBON}`, (s) => s.ribbonsV3.deleteRibbon(RIBBON)],
  ['POST /stores/v3/ribbons/query', (s) => s.ribbonsV3.queryRibbons().descending('createdDate').find()],
  ['POST /stores/v3/ribbons/count', (s) => s.ribbonsV3.countRibbons()],
  ['POST /stores/v3/ribbons/get-or-create', (s) => s.ribbonsV3.getOrCreateRibbon('Sale')],
  ['POST /stores/v3/bulk/ribbons/create', (s) => s.ribbonsV3.bulkCreateRibbons([{ name: 'Sale' }])],
  [
    'POST /stores/v3/bulk/ribbons/update',
    (s) => s.ribbonsV3.bulkUpdateRibbons([{ ribbon: { id: RIBBON, revision: '1', name: 'Sale' } }]),
  ],
  ['POST /stores/v3/bulk/ribbons/get-or-create', (s) => s.ribbonsV3.bulkGetOrCreateRibbons(['Sale'])],
  ['POST /stores/v3/bulk/ribbons/delete', (s) => s.ribbonsV3.bulkDeleteRibbons([RIBBON])],
];

const SECTION_CALLS: SiteCall[] = [
  ['POST /stores/v3/info-sections', (s) => s.infoSectionsV3.createInfoSection(CARE)],
  [`GET /stores/v3/info-sections/${SECTION}`, (s) => s.infoSectionsV3.getInfoSection(SECTION)],
  [
    `PATCH /stores/v3/info-sections/${SECTION}`,
    (s) => s.infoSectionsV3.updateInfoSection(SECTION, { revision: '1', title: 'Care' }),
  ],
  [`DELETE /stores/v3/info-sections/${SECTION}`, (s) => s.infoSectionsV3.deleteInfoSection(SECTION)],
  ['GET /stores/v3/info-sections/query', (s) => s.infoSectionsV3.queryInfoSections().ascending('title').find()],
  ['POST /stores/v3/info-sections/count', (s) => s.infoSectionsV3.countInfoSections({ filter: { title: 'Care' } })],
  [
    'POST /stores/v3/info-sections/get-or-create',
    (s) => s.infoSectionsV3.getOrCreateInfoSection({ infoSection: { uniqueName: 'linen-care', title: 'Care' } }),
  ],
  ['POST /stores/v3/bulk/info-sections/create', (s) => s.infoSectionsV3.bulkCreateInfoSections([CARE])],
  [
    'POST /stores/v3/bulk/info-sections/update',
    (s) =>
      s.infoSectionsV3.bulkUpdateInfoSections([
        { infoSection: { id: SECTION, revision: '1', title: 'Care' }, fieldMask: ['title'] },
      ]),
  ],
  [
    'POST /stores/v3/bulk/info-sections/get-or-create',
    (s) => s.infoSectionsV3.bulkGetOrCreateInfoSections({ infoSections: [{ id: SECTION }] }),
  ],
  ['POST /stores/v3/bulk/info-sections/delete', (s) => s.infoSectionsV3.bulkDeleteInfoSections([SECTION])],
];

const CUSTOMIZATION_CALLS: SiteCall[] = [
  ['POST /stores/v3/customizations', (s) => s.customizationsV3.createCustomization(COLOR)],
  [
    `GET ${CUSTOMIZATION_PATH}`,
    (s) =>
      s.customizationsV3.getCustomization(CUSTOMIZATION, {
        fields: ['ASSIGNED_PRODUCTS_COUNT', 'CHOICE_DISPLAY_IMAGE'],
      }),
  ],
  [
    `PATCH ${CUSTOMIZATION_PATH}`,
    (s) => s.customizationsV3.updateCustomization(CUSTOMIZATION, { revision: '3', name: 'Colour' }),
  ],
  [`DELETE ${CUSTOMIZATION_PATH}`, (s) => s.customizationsV3.deleteCustomization(CUSTOMIZATION)],
  [
    'GET /stores/v3/customizations/query',
    (s) => s.customizationsV3.queryCustomizations().eq('customizationType', 'MODIFIER').find(),
  ],
  ['POST /stores/v3/customizations/count', (s) => s.customizationsV3.countCustomizations()],
  ['POST /stores/v3/bulk/customizations/create', (s) => s.customizationsV3.bulkCreateCustomizations([COLOR])],
  [
    'POST /stores/v3/bulk/customizations/update',
    (s) =>
      s.customizationsV3.bulkUpdateCustomizations([
        { customization: { id: CUSTOMIZATION, revision: '3', name: 'Colour' }, fieldMask: ['name'] },
      ]),
  ],
  [`POST ${CUSTOMIZATION_PATH}/add-choices`, (s) => s.customizationsV3.addCustomizationChoices(CUSTOMIZATION, [SAND])],
  [`POST ${CUSTOMIZATION_PATH}/set-choices`, (s) => s.customizationsV3.setCustomizationChoices(CUSTOMIZATION, [SAND])],
  [
    `POST ${CUSTOMIZATION_PATH}/remove-choices`,
    (s) => s.customizationsV3.removeCustomizationChoices(CUSTOMIZATION, [CHOICE], { revision: '3' }),
  ],
  [
    `POST ${CUSTOMIZATION_PATH}/update-choices`,
    (s) =>
      s.customizationsV3.updateCustomizationChoices(CUSTOMIZATION, '3', {
        choices: [{ choice: { id: CHOICE, primaryChoiceIds: [OTHER_CHOICE] }, fieldMask: ['primaryChoiceIds'] }],
      }),
  ],
  [
    `POST ${CUSTOMIZATION_PATH}/reorder-choices`,
    (s) => s.customizationsV3.reorderCustomizationChoices(CUSTOMIZATION, '3', { choiceIds: [OTHER_CHOICE, CHOICE] }),
  ],
  [
    'POST /stores/v3/bulk/customizations/add-choices',
    (s) => s.customizationsV3.bulkAddCustomizationChoices([{ customizationId: CUSTOMIZATION, choices: [SAND] }]),
  ],
];

/** One call through the site client per brands, ribbons, info-sections and customizations operation. */
export const V3_ENTITY_CALLS: SiteCall[] = [...BRAND_CALLS, ...RIBBON_CALLS, ...SECTION_CALLS, ...CUSTOMIZATION_CALLS];
