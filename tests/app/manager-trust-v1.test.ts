import { describe, expect, it } from 'vitest';
import type { SiteClient } from '../../src/index.js';
import { expectNoSidewaysScroll, PHONE } from './support/page-checks.js';
import { merchantClient, saveScreenshot } from './support/store-under-test.js';
import { managerJourney, managerPageAtWidth } from './support/staff-sign-in.js';

// A v1 store's manager changes only what the merchant sees and confirms.
const journey = managerJourney('v1');
const merchant = (): SiteClient => merchantClient(journey.store);
const productNames = () =>
  journey.page.getByRole('table', { name: 'Products' }).locator('tbody .name-cell a').allInnerTexts();
const bulkPanels = () => journey.page.getByRole('form', { name: 'Bulk edit' }).count();

describe('a merchant changes only what is on screen and confirmed (catalog v1)', () => {
  it('forgets the selection when the filter, the sort or the page changes', async () => {
    const { page } = journey;
    await page.goto('/manage/products');
    const name = page.getByLabel('Filter by name');
    await name.fill('Linen Shirt');
    await expect.poll(productNames).toEqual(['Linen Shirt']);
    await page.getByLabel('Select Linen Shirt').check();
    await expect.poll(bulkPanels).toBe(1);
    await name.fill('Tote');
    await expect.poll(productNames).not.toContain('Linen Shirt');
    await expect.poll(bulkPanels).toBe(0);

    await name.fill('');
    await expect.poll(async () => (await productNames()).length).toBe(10);
    await page.getByLabel('Select every product on this page').check();
    await expect.poll(bulkPanels).toBe(1);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(bulkPanels).toBe(0);
  });

  it('warns before leaving the editor with unsaved edits, and lets the merchant stay', async () => {
    const { page } = journey;
    await page.goto('/manage/products');
    await page.getByLabel('Filter by name').fill('Linen Shirt');
    await page.getByRole('link', { name: 'Linen Shirt', exact: true }).click();
    const name = page.getByRole('form', { name: 'Product details' }).getByLabel('Name', { exact: true });
    await name.fill('Linen Shirt (edited)');
    const products = page.getByRole('navigation', { name: 'Store manager' }).getByRole('link', { name: 'Products' });
    await products.click();
    const prompt = page.getByRole('alertdialog', { name: 'Unsaved changes' });
    await expect.poll(() => prompt.innerText()).toContain('product details');
    await saveScreenshot(page, 'manager-v1-unsaved-changes', prompt);
    await prompt.getByRole('button', { name: 'Stay on this page' }).click();
    expect(await name.inputValue()).toBe('Linen Shirt (edited)');

    await products.click();
    await prompt.getByRole('button', { name: 'Leave without saving' }).click();
    await page.getByRole('heading', { name: 'Products', level: 1 }).waitFor();
    const { items } = await merchant().products.queryProducts().eq('name', 'Linen Shirt').find();
    expect(items).toHaveLength(1);
  });

  it("holds the browser's Back button while the editor has unsaved edits", async () => {
    const { page } = journey;
    await page.goto('/manage/products');
    await page.getByLabel('Filter by name').fill('Linen Shirt');
    await page.getByRole('link', { name: 'Linen Shirt', exact: true }).click();
    const name = page.getByRole('form', { name: 'Product details' }).getByLabel('Name', { exact: true });
    await name.fill('Linen Shirt (edited)');
    const editor = page.url();

    await page.evaluate(() => history.back());
    const prompt = page.getByRole('alertdialog', { name: 'Unsaved changes' });
    await expect.poll(() => prompt.isVisible()).toBe(true);
    // The router undoes the history step it holds: the address goes back to the editor's.
    await expect.poll(() => page.url()).toBe(editor);
    await prompt.getByRole('button', { name: 'Stay on this page' }).click();
    await expect.poll(() => page.url()).toBe(editor);
    expect(await name.inputValue()).toBe('Linen Shirt (edited)');

    await page.evaluate(() => history.back());
    await prompt.getByRole('button', { name: 'Leave without saving' }).click();
    await page.getByRole('heading', { name: 'Products', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/manage/products');
  });

  it('asks before one price flattens the variant prices of the selected products, and can keep them', async () => {
    const { page } = journey;
    const productNamed = async (name: string) =>
      (await merchant().products.queryProducts().eq('name', name).find()).items[0]!;
    const rangeOf = async (name: string) => {
      const { priceRange } = await productNamed(name);
      return [priceRange?.minValue, priceRange?.maxValue];
    };
    expect(await rangeOf('Gift Card')).toEqual([25, 100]);
    await page.goto('/manage/products');
    await page.getByLabel('Rows per page').selectOption('50');
    await page.getByLabel('Select Gift Card').check();
    await page.getByLabel('Select Ceramic Salt Cellar').check();
    const bulk = page.getByRole('form', { name: 'Bulk edit' });
    await bulk.getByText('2 selected').waitFor();
    await bulk.getByLabel('Property').selectOption('price');
    await bulk.getByLabel('Change').selectOption({ label: 'Set to' });
    await bulk.getByLabel('Value').fill('30');
    await bulk.getByRole('button', { name: 'Apply to selected' }).click();

    const question = bulk.getByRole('alertdialog', { name: 'Products with variant prices' });
    await expect.poll(() => question.innerText()).toContain('Gift Card: $25.00 to $100.00');
    expect(await question.innerText()).not.toContain('Ceramic Salt Cellar');
    await saveScreenshot(page, 'manager-v1-bulk-variant-prices', bulk);
    await question.getByRole('button', { name: 'Keep its variant prices' }).click();
    await bulk.getByText('Updated 1 product. Gift Card kept its variant prices.').waitFor();
    expect(await rangeOf('Gift Card')).toEqual([25, 100]);
    expect((await productNamed('Gift Card')).priceData?.price).toBe(50);
    expect((await productNamed('Ceramic Salt Cellar')).priceData?.price).toBe(30);

    await bulk.getByRole('button', { name: 'Apply to selected' }).click();
    await question.getByRole('button', { name: 'Set every variant to $30.00' }).click();
    await bulk.getByText('Updated 2 products.').waitFor();
    expect((await productNamed('Gift Card')).priceData?.price).toBe(30);
    // What the question promised: every variant costs that price, not only those without a price of their own.
    expect(await rangeOf('Gift Card')).toEqual([30, 30]);
  });

  it('logs no errors on the way', () => {
    expect(journey.problems).toEqual([]);
  });
});

describe('the v1 manager on a phone', () => {
  const view = managerPageAtWidth(() => journey.store, PHONE.width);

  it('asks about unsaved edits on screen, nothing to scroll sideways', async () => {
    const { page } = view;
    await page.goto('/manage/products');
    await page.getByLabel('Filter by name').fill('Linen Shirt');
    await page.getByLabel('Select Linen Shirt').check();
    await saveScreenshot(page, 'manager-v1-selection-390', page.getByRole('form', { name: 'Bulk edit' }));
    await expectNoSidewaysScroll(page);
    await page.getByRole('link', { name: 'Linen Shirt', exact: true }).click();
    await page.getByRole('form', { name: 'Product details' }).getByLabel('Name', { exact: true }).fill('Shirt');
    await page.getByRole('navigation', { name: 'Store manager' }).getByRole('link', { name: 'Products' }).click();
    const prompt = page.getByRole('alertdialog', { name: 'Unsaved changes' });
    await saveScreenshot(page, 'manager-v1-unsaved-changes-390', prompt);
    await expect.poll(() => prompt.evaluate((box) => box.getBoundingClientRect().bottom <= innerHeight)).toBe(true);
    await expectNoSidewaysScroll(page);
    expect(view.pageErrors).toEqual([]);
  });
});
