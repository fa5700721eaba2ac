import { describe, expect, it } from 'vitest';
import { STORES_CATALOG_APP_ID, STORES_CATEGORY_TREE, type Category, type SiteClient } from '../../src/index.js';
import { cardsWhen } from './support/catalog-reader.js';
import { merchantClient, saveScreenshot, takeExpectedFailure, visitorClient } from './support/store-under-test.js';
import { managerJourney } from './support/staff-sign-in.js';

const journey = managerJourney('v3');
const tree = { treeReference: STORES_CATEGORY_TREE };
const merchant = (): SiteClient => merchantClient(journey.store);
/** The catalog as a visitor sees it, read without the app, to check what the app shows. */
const visitor = (): SiteClient => visitorClient(journey.store);

/** The names of a category's visible products, as the storefront orders them (best match: newest first). */
async function visibleProductNames(categoryId: string): Promise<string[]> {
  const response = await visitor().productsV3.searchProducts(
    {
      filter: {
        $and: [{ visible: true }, { 'allCategoriesInfo.categories': { $matchItems: [{ id: { $eq: categoryId } }] } }],
      },
      cursorPaging: { limit: 12 },
    },
    {},
  );
  return (response.products ?? []).map((product) => product.name ?? '');
}

async function categoryNamed(name: string): Promise<Category> {
  const { items } = await merchant()
    .categories.queryCategories({ ...tree, returnNonVisibleCategories: true })
    .eq('name', name)
    .find();
  expect(items).toHaveLength(1);
  return items[0]!;
}

const categoryLinks = () =>
  journey.page.getByRole('navigation', { name: 'Categories' }).getByRole('link').allInnerTexts();

describe('categories on a catalog v3 store', () => {
  it('lets a visitor browse by category and shows the products the platform puts in it', async () => {
    const { page } = journey;
    await page.goto('/');
    const linen = await categoryNamed('Summer Linen');
    await expect.poll(categoryLinks).toEqual(expect.arrayContaining(['Collections', 'Summer Linen']));

    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Summer Linen' }).click();
    await page.getByRole('heading', { name: 'Summer Linen' }).waitFor();
    const expected = await visibleProductNames(linen.id!);
    expect(expected.length).toBeGreaterThan(0);
    const cards = await cardsWhen(page, (shown) => shown.map((card) => card.name).join() === expected.join());
    expect(cards.map((card) => card.name)).toEqual(expected);
    expect(page.url()).toContain(`/categories/${linen.slug}`);
    await saveScreenshot(page, 'storefront-v3-category', page.getByRole('heading', { name: 'Summer Linen' }));

    await page.getByRole('list', { name: 'Products' }).getByRole('link').first().click();
    await page.getByRole('heading', { name: expected[0], exact: true }).waitFor();
    const shown = (await merchant().productsV3.searchProducts().eq('name', expected[0]).find()).items[0]!;
    const product = await merchant().productsV3.getProduct(shown.id!, { fields: ['BREADCRUMBS_INFO'] });
    const trail = product.breadcrumbsInfo!.breadcrumbs!.map((crumb) => crumb.categoryName);
    expect(trail.length).toBeGreaterThan(0);
    await expect
      .poll(() => page.getByLabel('Breadcrumbs').getByRole('link').allInnerTexts())
      .toEqual(['Shop', ...trail]);
  });

  it('lets the merchant create a category, fill it, and hide it from the shop', async () => {
    const { page } = journey;
    await page.goto('/manage/categories');
    await page.getByRole('navigation', { name: 'Store manager' }).getByRole('link', { name: 'Categories' }).waitFor();
    const form = page.getByRole('form', { name: 'New category' });
    await form.getByLabel('Category name').fill('Gift Ideas');
    await form.getByLabel('Slug').fill('Not A Slug!');
    await form.getByRole('button', { name: 'Create category' }).click();
    await form.getByText('Use lower-case letters, digits and dashes').waitFor();

    await form.getByLabel('Slug').fill('gift-ideas');
    await form.getByLabel('Parent category').selectOption({ label: 'Collections' });
    await form.getByRole('button', { name: 'Create category' }).click();
    await page.getByRole('heading', { name: 'Gift Ideas', exact: true }).waitFor();
    const gifts = await categoryNamed('Gift Ideas');
    expect(gifts.parentCategory?.id).toBe((await categoryNamed('Collections')).id);

    await page.getByLabel('Find products to add').fill('linen shirt');
    const found = page.getByRole('list', { name: 'Products found' });
    await found.getByRole('checkbox').first().check();
    const productName = (await found.locator('label').first().innerText()).trim();
    await page.getByRole('button', { name: 'Add selected to Gift Ideas' }).click();
    await page.getByText('Added 1.').waitFor();
    const { items } = await merchant().categories.listItemsInCategory(gifts.id!, STORES_CATEGORY_TREE);
    expect(items).toHaveLength(1);
    expect(items![0]!.appId).toBe(STORES_CATALOG_APP_ID);
    await expect
      .poll(() =>
        page
          .getByRole('list', { name: 'Products in the category' })
          .locator('label')
          .allInnerTexts()
          .then((texts) => texts.map((text) => text.trim())),
      )
      .toEqual([productName]);
    const giftsInTree = page.locator('.category-tree li', { has: page.getByRole('link', { name: 'Gift Ideas' }) });
    await expect.poll(() => giftsInTree.last().locator('small').first().innerText()).toBe('1 product');
    await saveScreenshot(page, 'manager-v3-categories', page.getByRole('heading', { name: 'Gift Ideas', exact: true }));

    await page.goto('/categories/gift-ideas');
    await cardsWhen(page, (cards) => cards.map((card) => card.name).join() === productName);
    await expect.poll(categoryLinks).toContain('Gift Ideas');

    await page.goto(`/manage/categories/${gifts.id}`);
    await page.getByRole('button', { name: 'Hide from the shop' }).click();
    await page.getByRole('button', { name: 'Show in the shop' }).waitFor();
    expect((await categoryNamed('Gift Ideas')).visible).toBe(false);

    await page.goto('/');
    await expect.poll(categoryLinks).toContain('Summer Linen');
    expect(await categoryLinks()).not.toContain('Gift Ideas');
    expect((await page.goto('/categories/gift-ideas'))?.status()).toBe(404);
    await page.getByText('Page not found').waitFor();
    takeExpectedFailure(journey.problems, '/categories/gift-ideas', 404);
  });

  it('says so when the category changed meanwhile, then saves on the latest version', async () => {
    const { page } = journey;
    const gifts = await categoryNamed('Gift Ideas');
    await page.goto(`/manage/categories/${gifts.id}`);
    const details = page.getByRole('form', { name: 'Category details' });
    await details.getByLabel('Category name').fill('Gift Ideas for Her');
    await merchant().categories.updateCategory(gifts.id!, { name: 'Presents', revision: gifts.revision }, tree);
    await details.getByRole('button', { name: 'Save category' }).click();
    await page.getByText('Someone changed this category after you opened it').waitFor();
    takeExpectedFailure(journey.problems, `/categories/v1/categories/${gifts.id}`, 409);
    await expect.poll(() => details.getByLabel('Category name').inputValue()).toBe('Presents');

    await details.getByLabel('Category name').fill('Gift Ideas for Her');
    await details.getByRole('button', { name: 'Save category' }).click();
    await expect
      .poll(async () => (await merchant().categories.getCategory(gifts.id!, STORES_CATEGORY_TREE)).name)
      .toBe('Gift Ideas for Her');
  });

  it('moves a category to the top level, removes its product, and deletes it', async () => {
    const { page } = journey;
    const gifts = await categoryNamed('Gift Ideas for Her');
    const move = page.getByRole('form', { name: 'Move category' });
    await move.getByLabel('Move under').selectOption('');
    await move.getByLabel('Place').selectOption('FIRST');
    await move.getByRole('button', { name: 'Move' }).click();
    await expect.poll(async () => (await categoryNamed('Gift Ideas for Her')).parentCategory?.id ?? null).toBeNull();
    expect((await categoryNamed('Gift Ideas for Her')).parentCategory?.index).toBe(0);

    const inCategory = page.getByRole('list', { name: 'Products in the category' });
    await inCategory.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: 'Remove selected' }).click();
    await page.getByText('Removed 1.').waitFor();
    expect((await merchant().categories.listItemsInCategory(gifts.id!, STORES_CATEGORY_TREE)).items).toEqual([]);

    await page.getByRole('button', { name: 'Delete category' }).click();
    await page.getByRole('button', { name: 'Yes, delete it' }).click();
    await expect.poll(() => page.url()).toMatch(/\/manage\/categories$/);
    const left = await merchant()
      .categories.queryCategories({ ...tree, returnNonVisibleCategories: true })
      .find();
    expect(left.items.map((category) => category.name)).not.toContain('Gift Ideas for Her');
  });

  it('logs no errors on the way', () => {
    expect(journey.problems).toEqual([]);
  });
});
