import { expectTypeOf, test } from 'vitest';
import type {
  Brand,
  BrandBulkResults,
  BrandRequestedField,
  BrandUpdateV3,
  Customization,
  CustomizationRequestedField,
  NewInfoSectionV3,
  NewRibbonV3,
  QueryRibbonsV3Response,
} from '../../../generated/types.gen.js';
import type {
  BrandsV3Module,
  CustomizationsV3Module,
  InfoSectionsV3Module,
  RibbonsV3Module,
} from '../../../src/catalog-v3/entity-modules-v3.js';

/** Each assignable to the other: the same type, however the compiler spells it. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

test('the entity modules take and answer the contract types of their entity', () => {
  expectTypeOf<Same<ReturnType<BrandsV3Module['getBrand']>, Promise<Brand>>>().toEqualTypeOf<true>();
  expectTypeOf<Same<Parameters<BrandsV3Module['updateBrand']>[1], BrandUpdateV3>>().toEqualTypeOf<true>();
  expectTypeOf<
    Same<Parameters<BrandsV3Module['getBrand']>[1], { fields?: BrandRequestedField[] } | undefined>
  >().toEqualTypeOf<true>();
  expectTypeOf<Same<ReturnType<BrandsV3Module['bulkDeleteBrands']>, Promise<BrandBulkResults>>>().toEqualTypeOf<true>();
  expectTypeOf<Same<Parameters<RibbonsV3Module['createRibbon']>[0], NewRibbonV3>>().toEqualTypeOf<true>();
  expectTypeOf<
    Same<ReturnType<RibbonsV3Module['queryRibbons']>, Promise<QueryRibbonsV3Response>>
  >().toEqualTypeOf<true>();
  expectTypeOf<
    Same<Parameters<InfoSectionsV3Module['createInfoSection']>[0], NewInfoSectionV3>
  >().toEqualTypeOf<true>();
  expectTypeOf<
    Same<ReturnType<CustomizationsV3Module['updateCustomization']>, Promise<Customization>>
  >().toEqualTypeOf<true>();
  expectTypeOf<
    Same<
      NonNullable<Parameters<CustomizationsV3Module['getCustomization']>[1]>['fields'],
      CustomizationRequestedField[] | undefined
    >
  >().toEqualTypeOf<true>();
});
