import { expectTypeOf, test } from 'vitest';
import type { CategoryImage, CustomizationImage, ProductMediaV3 } from '../../../generated/types.gen.js';
import type { CustomizationsV3Module } from '../../../src/catalog-v3/entity-modules-v3.js';
import type { CategoriesModule, NewCategory } from '../../../src/catalog-v3/categories.js';
import type { ProductsV3Module } from '../../../src/catalog-v3/products-v3.js';
import type { WithImageStrings } from '../../../src/images/image-input.js';

test('an image field of a request takes the image string or the object', () => {
  expectTypeOf<NewCategory['image']>().toEqualTypeOf<CategoryImage | string | undefined>();
  type NewChoice = Parameters<CustomizationsV3Module['addCustomizationChoices']>[1][number];
  expectTypeOf<NewChoice['displayImage']>().toEqualTypeOf<CustomizationImage | string | undefined>();
  type Created = Parameters<CustomizationsV3Module['createCustomization']>[0];
  type CreatedChoice = NonNullable<Created['choicesSettings']>['choices'][number];
  expectTypeOf<CreatedChoice['image']>().toEqualTypeOf<CustomizationImage | string | undefined>();
});

type ImageField = CustomizationImage | string | undefined;
type MediaItem<P> = P extends { media?: { itemsInfo?: { items?: (infer I)[] } } } ? I : never;
type ChoiceOf<C> = C extends { choicesSettings?: { choices?: (infer H)[] } } ? H : never;
type OptionChoice<P> = P extends { options?: (infer C)[] } ? ChoiceOf<C> : never;
type ModifierChoice<P> = P extends { modifiers?: (infer C)[] } ? ChoiceOf<C> : never;

test("a product's media item image and its choices' display images take the image string or the object", () => {
  type Created = Parameters<ProductsV3Module['createProduct']>[0];
  type Updated = Parameters<ProductsV3Module['updateProduct']>[1];
  type WithInventory = Parameters<ProductsV3Module['createProductWithInventory']>[0];
  type BulkCreated = Parameters<ProductsV3Module['bulkCreateProducts']>[0][number];
  type BulkUpdated = Parameters<ProductsV3Module['bulkUpdateProducts']>[0][number]['product'];
  type ByFilter = Parameters<ProductsV3Module['bulkUpdateProductsByFilter']>[0]['product'];
  expectTypeOf<MediaItem<Created>['image']>().toEqualTypeOf<ImageField>();
  expectTypeOf<MediaItem<Updated>['image']>().toEqualTypeOf<ImageField>();
  expectTypeOf<MediaItem<WithInventory>['image']>().toEqualTypeOf<ImageField>();
  expectTypeOf<MediaItem<BulkCreated>['image']>().toEqualTypeOf<ImageField>();
  expectTypeOf<MediaItem<BulkUpdated>['image']>().toEqualTypeOf<ImageField>();
  expectTypeOf<MediaItem<ByFilter>['image']>().toEqualTypeOf<ImageField>();
  expectTypeOf<OptionChoice<Created>['displayImage']>().toEqualTypeOf<ImageField>();
  expectTypeOf<OptionChoice<Updated>['displayImage']>().toEqualTypeOf<ImageField>();
  expectTypeOf<ModifierChoice<Created>['displayImage']>().toEqualTypeOf<ImageField>();
  expectTypeOf<ModifierChoice<BulkUpdated>['displayImage']>().toEqualTypeOf<ImageField>();
});

test('a customization choice takes either form for its image and its display image', () => {
  type Choices = Parameters<CustomizationsV3Module['setCustomizationChoices']>[1][number];
  expectTypeOf<Choices['image']>().toEqualTypeOf<ImageField>();
  expectTypeOf<Choices['displayImage']>().toEqualTypeOf<ImageField>();
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
