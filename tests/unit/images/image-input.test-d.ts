import { expectTypeOf, test } from 'vitest';
import type { CategoryImage, CustomizationImage, ProductMediaV3 } from '../../../generated/types.gen.js';
import type { CustomizationsV3Module } from '../../../generated/entity-modules-v3/customizations-v3.gen.js';
import type { CategoriesModule, NewCategory } from '../../../src/catalog-v3/categories.js';
import type { WithImageStrings } from '../../../src/images/image-input.js';

test('an image field of a request takes the image string or the object', () => {
  expectTypeOf<NewCategory['image']>().toEqualTypeOf<CategoryImage | string | undefined>();
  type NewChoice = Parameters<CustomizationsV3Module['addCustomizationChoices']>[1][number];
  expectTypeOf<NewChoice['displayImage']>().toEqualTypeOf<CustomizationImage | string | undefined>();
  type Created = Parameters<CustomizationsV3Module['createCustomization']>[0];
  type CreatedChoice = NonNullable<Created['choicesSettings']>['choices'][number];
  expectTypeOf<CreatedChoice['image']>().toEqualTypeOf<CustomizationImage | string | undefined>();
});

test('answers keep the image object', async () => {
  type Answer = Awaited<ReturnType<CategoriesModule['createCategory']>>;
  expectTypeOf<Answer['image']>().toEqualTypeOf<CategoryImage | undefined>();
});

test('an object that only looks like an image is left as it is', () => {
  // A product medium has an id, a url and an alt text too, but it is not an image object.
  expectTypeOf<WithImageStrings<ProductMediaV3>['altText']>().toEqualTypeOf<string | undefined>();
  expectTypeOf<WithImageStrings<{ media: ProductMediaV3 }>['media']>().not.toEqualTypeOf<ProductMediaV3 | string>();
});
