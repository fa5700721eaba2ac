import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SiteClient } from '../../src/index.js';
import { merchantClient, openApp, saveScreenshot, takeExpectedFailure } from './support/store-under-test.js';
import { managerJourney, signInAsStaff } from './support/staff-sign-in.js';
import { expectImagesLoaded, expectNoSidewaysScroll, visitAtPhoneWidth } from './support/page-checks.js';

const journey = managerJourney('v3');
const merchant = (): SiteClient => merchantClient(journey.store);

async function productByName(name: string) {
  const found = await merchant().productsV3.searchProducts().search(name).limit(20).find();
  const match = found.items.find((product) => product.name === name);
  if (!match) return undefined;
  return merchant().productsV3.getProduct(match.id!, {
    fields: ['VARIANT_OPTION_CHOICE_NAMES', 'PLAIN_DESCRIPTION', 'MEDIA_ITEMS_INFO', 'DIRECT_CATEGORIES_INFO'],
  });
}

async function productBySlug(slug: string) {
  const { product } = await merchant().productsV3.getProductBySlug(slug, { fields: ['VARIANT_OPTION_CHOICE_NAMES'] });
  return product!;
}

/** Creates a product through the form, as a merchant does, and waits for its editor. */
async function createProduct(page: Page, name: string, { price, picture }: { price: string; picture: string }) {
  await page.goto('/manage/products/new');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Price', { exact: true }).fill(price);
  await page.getByLabel('New picture’s address').fill(picture);
  await page.getByRole('button', { name: 'Add picture' }).click();
  await page.getByRole('button', { name: 'Create product' }).click();
  await page.getByRole('status').filter({ hasText: 'Product created.' }).waitFor();
}

describe('a merchant running a catalog v3 store from the product editor', () => {
  it('creates a product with pictures, brand, category and a rich description, sees it in the shop, edits and deletes it', async () => {
    const { page, store } = journey;
    const category = (
      await merchant().categories.queryCategories({}, { treeReference: { appNamespace: '@wix/stores' } })
    ).categories![0]!;
    await page.goto('/manage/products');
    await page.getByRole('link', { name: 'New product' }).first().click();
    await page.getByLabel('Name', { exact: true }).fill('Harbour Jacket');
    const description = page.getByRole('textbox', { name: 'Description' });
    await description.click();
    await page.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('Waxed cotton.');
    await page.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Bulleted list' }).click();
    await page.keyboard.type('Two pockets');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Hood');
    await page.getByLabel('Price', { exact: true }).fill('120');
    await page.getByLabel('Compare-at price').fill('150');
    await page.getByLabel('Brand').fill('Harbour & Co');
    await page.getByLabel('Ribbon').fill('New');
    for (const colour of ['336699', 'aa5533']) {
      await page.getByLabel('New picture’s address').fill(`${store.sandbox.url}/_sandbox/media/jacket--${colour}.svg`);
      await page.getByRole('button', { name: 'Add picture' }).click();
    }
    await page.getByRole('button', { name: 'Move picture 2 up' }).click();
    await page.getByRole('checkbox', { name: category.name }).check();
    await expectImagesLoaded(page);
    await saveScreenshot(page, 'manager-v3-new-product', page.getByRole('form', { name: 'Product details' }));
    await page.getByRole('button', { name: 'Create product' }).click();
    await page.getByRole('status').filter({ hasText: 'Product created.' }).waitFor();

    const created = (await productByName('Harbour Jacket'))!;
    expect(created.brand?.name).toBe('Harbour & Co');
    expect(created.ribbon?.name).toBe('New');
    expect(created.plainDescription).toContain('<strong>Waxed cotton.</strong>');
    expect(created.plainDescription).toMatch(/<ul>.*Two pockets.*Hood.*<\/ul>/);
    expect(created.variantsInfo!.variants[0]!.price.actualPrice.amount).toBe('120');
    expect(created.media!.itemsInfo!.items!.map((item) => item.url)).toEqual([
      `${store.sandbox.url}/_sandbox/media/jacket--aa5533.svg`,
      `${store.sandbox.url}/_sandbox/media/jacket--336699.svg`,
    ]);
    expect(created.directCategoriesInfo!.categories!.map((c) => c.id)).toEqual([category.id]);

    // Options: a product made without any gets them in the editor, which says its single variant becomes three.
    await page.getByLabel('Choices of option 1').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Add an option' }).click();
    await page.getByLabel('Option name').fill('Size');
    await page.getByLabel('Choices of Size').fill('S, M, L');
    await page.getByRole('button', { name: 'Save options and variants' }).click();
    await expect
      .poll(() => page.getByRole('alertdialog', { name: 'Confirm the new variants' }).innerText())
      .toContain('single variant becomes 3 variants');
    await page.getByRole('button', { name: 'Save the new variants' }).click();
    await page.getByRole('status').filter({ hasText: 'Options and variants saved.' }).waitFor();
    expect((await productByName('Harbour Jacket'))!.variantsInfo!.variants).toHaveLength(3);

    await page.getByRole('link', { name: 'View in the shop' }).click();
    // The editor's own heading names the product too: the shop's page is the one at the product's address.
    await page.waitForURL((url) => url.pathname === '/products/harbour-jacket');
    await page.getByRole('heading', { name: 'Harbour Jacket' }).waitFor();
    await page.goBack();
    await page.waitForURL((url) => url.pathname.startsWith('/manage/products/'));

    await page.getByLabel('Name', { exact: true }).fill('Harbour Jacket II');
    await page.getByRole('button', { name: 'Save details' }).click();
    await page.getByRole('status').filter({ hasText: 'Product saved.' }).waitFor();
    await expect.poll(async () => (await productByName('Harbour Jacket II'))?.name).toBe('Harbour Jacket II');
    await saveScreenshot(page, 'manager-v3-product-editor', page.getByRole('form', { name: 'Product details' }));

    await page.getByRole('button', { name: 'Delete product' }).click();
    await page.getByRole('group', { name: 'Confirm deletion' }).getByText('3 variants').waitFor();
    await page.getByRole('button', { name: 'Yes, delete it' }).click();
    await page.getByRole('status').filter({ hasText: 'Product deleted.' }).waitFor();
    expect(await productByName('Harbour Jacket II')).toBeUndefined();
  });

  it('checks every field before sending, in plain words, and keeps what was typed when the store refuses', async () => {
    const { page } = journey;
    const shorts = await productBySlug('linen-shorts');
    await page.goto('/manage/products/new');
    await page.getByLabel('Name', { exact: true }).fill('   ');
    await page.getByLabel('Price', { exact: true }).fill('-5');
    await page.getByLabel('Compare-at price').fill('abc');
    await page.getByRole('button', { name: 'Create product' }).click();
    const form = page.getByRole('form', { name: 'Product details' });
    await form.getByText('Give the product a name').waitFor();
    await form.getByText('Price: write an amount such as 12 or 12.50, not below 0', { exact: true }).waitFor();
    await form.getByText('Compare-at price: write an amount').waitFor();

    // The address is free of the form's rules but taken: the store's refusal lands on the field, the values stay.
    await page.getByLabel('Name', { exact: true }).fill('Second Shorts');
    await page.getByLabel('Price', { exact: true }).fill('12.50');
    await page.getByLabel('Compare-at price').fill('');
    await page.getByLabel('Address in the shop').fill(shorts.slug!);
    await page.getByRole('button', { name: 'Create product' }).click();
    await form.getByText('Another product already has this address: choose another').waitFor();
    await form.getByRole('alert').getByText('Nothing was saved').waitFor();
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('Second Shorts');
    expect(await page.getByLabel('Price', { exact: true }).inputValue()).toBe('12.50');
    const text = await page.locator('main').innerText();
    expect(text).not.toMatch(/INVALID_ARGUMENT|DUPLICATE_SLUG|must match|\/\^|product\.slug/);
    expect(await productByName('Second Shorts')).toBeUndefined();
    // The refusal is logged for developers: the browser's line for the 409, and the app's own.
    takeExpectedFailure(journey.problems, '/stores/v3/products', 409);
    const logged = journey.problems.filter((problem) => problem.includes('The save was refused'));
    expect(logged).toHaveLength(1);
    journey.problems.splice(journey.problems.indexOf(logged[0]!), 1);
  });

  it('asks before an edit removes options or variants, and never drops an option whose name was cleared', async () => {
    const { page } = journey;
    const shorts = await productBySlug('linen-shorts');
    const variants = shorts.variantsInfo!.variants.length;
    await page.goto(`/manage/products/${shorts.id}`);
    const editor = page.getByRole('form', { name: 'Options and variants' });
    const firstOption = shorts.options![0]!.name!;
    await editor.getByLabel('Option name').first().fill('');
    await editor.getByRole('button', { name: 'Save options and variants' }).click();
    await editor.getByText('Give the option a name, or remove the option with its button').waitFor();
    expect(await editor.locator('tbody tr').count()).toBe(variants);

    await editor.getByLabel('Option name').first().fill(firstOption);
    await editor.getByLabel('Price of', { exact: false }).first().fill('-5');
    await editor.getByRole('button', { name: 'Save options and variants' }).click();
    await editor.getByText('Write a price such as 12 or 12.50, not below 0').waitFor();
    await editor.getByLabel('Price of', { exact: false }).first().fill('30');

    const color = shorts.options!.find((option) => option.name === 'Color')!;
    await editor.getByRole('button', { name: 'Remove option Color' }).click();
    await editor.getByRole('button', { name: 'Save options and variants' }).click();
    const removal = editor.getByRole('alertdialog', { name: 'Confirm removal' });
    // Choices of a variant cannot change, so every variant gives way to one per remaining choice.
    await expect.poll(() => removal.innerText()).toContain(`1 option (Color) and ${variants} variants`);
    await saveScreenshot(page, 'manager-v3-confirm-removal', removal);
    await removal.getByRole('button', { name: 'Keep editing' }).click();
    expect((await productBySlug('linen-shorts')).revision).toBe(shorts.revision);
    expect((await productBySlug('linen-shorts')).options!.map((o) => o.id)).toContain(color.id);
  });

  it('shows the new quantity after adding or taking one, names locations, and explains a quantity it cannot take', async () => {
    const { page } = journey;
    const shorts = await productBySlug('linen-shorts');
    await page.goto(`/manage/products/${shorts.id}`);
    const stock = page.getByRole('region', { name: 'Stock' });
    const variant = shorts.variantsInfo!.variants[1]!;
    const label = variant.choices!.map((c) => c.optionChoiceNames?.choiceName).join(' / ');
    const row = stock.getByRole('row', { name: label });
    await row.getByLabel(`Quantity of ${label}`).fill('4');
    await row.getByRole('button', { name: 'Set' }).click();
    await expect.poll(() => row.getByLabel(`Quantity of ${label}`).inputValue()).toBe('4');
    await stock.getByRole('button', { name: `Add one ${label}` }).click();
    await expect.poll(() => row.getByLabel(`Quantity of ${label}`).inputValue()).toBe('5');
    await stock.getByRole('button', { name: `Take one ${label}` }).click();
    await expect.poll(() => row.getByLabel(`Quantity of ${label}`).inputValue()).toBe('4');
    await stock
      .getByRole('status')
      .filter({ hasText: `Stock of ${label} saved.` })
      .waitFor();
    expect(await row.innerText()).toContain('Store location');
    expect(await row.innerText()).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}/);
    for (const bad of ['-3', '2.5', '']) {
      await row.getByLabel(`Quantity of ${label}`).fill(bad);
      await row.getByRole('button', { name: 'Set' }).click();
      await row.getByText('Write a whole number from 0 to 99999').waitFor();
    }
  });

  it('sorts by column and changes the price of the selected products at once', async () => {
    const { page } = journey;
    await page.goto('/manage/products');
    const table = page.getByRole('table', { name: 'Products' });
    await table.getByRole('button', { name: /^Name/ }).click();
    const first = await merchant().productsV3.searchProducts().ascending('name').limit(10).find();
    const names = () => table.locator('tbody .name-cell a').allInnerTexts();
    await expect.poll(names).toEqual(first.items.map((p) => p.name));
    await table.getByRole('button', { name: /^Name/ }).click();
    const last = await merchant().productsV3.searchProducts().descending('name').limit(10).find();
    await expect.poll(names).toEqual(last.items.map((p) => p.name));

    const [one, two] = last.items;
    await table.getByRole('checkbox', { name: `Select ${one!.name}` }).check();
    await table.getByRole('checkbox', { name: `Select ${two!.name}` }).check();
    const panel = page.getByRole('form', { name: 'Bulk edit' });
    await panel.getByLabel('Price').fill('-1');
    await panel.getByRole('button', { name: 'Apply to selected' }).click();
    await panel.getByText('Write a price such as 12 or 12.50, not below 0').waitFor();
    await panel.getByLabel('Price').fill('19.99');
    await panel.getByRole('button', { name: 'Apply to selected' }).click();
    await panel.getByRole('status').filter({ hasText: 'New prices set on 2 products.' }).waitFor();
    await panel.getByLabel('Price').fill('x');
    await panel.getByRole('button', { name: 'Apply to selected' }).click();
    await panel.getByText('Write a price such as').waitFor();
    expect(await panel.getByRole('status').count()).toBe(0);
    await expect
      .poll(async () => (await merchant().productsV3.getProduct(one!.id!)).actualPriceRange?.maxValue?.amount)
      .toBe('19.99');
    await saveScreenshot(page, 'manager-v3-products-bulk', table);
  });

  it('works from a phone: every manager page fits the screen and a product is created there', async () => {
    const { store } = journey;
    const { page, problems } = await openApp(store);
    await signInAsStaff(page);
    const shorts = await productBySlug('linen-shorts');
    await visitAtPhoneWidth(page, 'manager-v3-phone', [
      ['products', '/manage/products'],
      ['new-product', '/manage/products/new'],
      ['product-editor', `/manage/products/${shorts.id}`],
      ['categories', '/manage/categories'],
      ['brands', '/manage/brands'],
      ['customizations', '/manage/customizations'],
    ]);
    await createProduct(page, 'Pocket Square', {
      price: '9',
      picture: `${store.sandbox.url}/_sandbox/media/square--884422.svg`,
    });
    await expectImagesLoaded(page);
    await expectNoSidewaysScroll(page);
    expect((await productByName('Pocket Square'))!.variantsInfo!.variants[0]!.price.actualPrice.amount).toBe('9');
    await page.context().close();
    expect(problems).toEqual([]);
  });

  it('logs no errors on the way', () => {
    expect(journey.problems).toEqual([]);
  });
});
