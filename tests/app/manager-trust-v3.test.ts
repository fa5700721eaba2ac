import { describe, expect, it } from 'vitest';
import type { SiteClient } from '../../src/index.js';
import { expectNoSidewaysScroll } from './support/page-checks.js';
import { merchantClient, saveScreenshot } from './support/store-under-test.js';
import { managerJourney, managerPageAtWidth } from './support/staff-sign-in.js';
import { WIDTHS } from './support/viewport.js';

// What a merchant does not mean to change stays unchanged, and the manager reads as a shop's dashboard (catalog v3).
const journey = managerJourney('v3');
const merchant = (): SiteClient => merchantClient(journey.store);
const productNames = () =>
  journey.page.getByRole('table', { name: 'Products' }).locator('tbody .name-cell a').allInnerTexts();

async function productBySlug(slug: string) {
  const { product } = await merchant().productsV3.getProductBySlug(slug, { fields: ['VARIANT_OPTION_CHOICE_NAMES'] });
  return product!;
}

const prices = async (slug: string) =>
  (await productBySlug(slug)).variantsInfo!.variants.map((variant) => Number(variant.price.actualPrice.amount));

async function openEditor(name: string, search: string) {
  const { page } = journey;
  await page.goto('/manage/products');
  await page.getByLabel('Search').fill(search);
  await page.getByRole('link', { name, exact: true }).click();
  await page.getByRole('heading', { name, level: 1 }).waitFor();
}

describe('a merchant changes only what is on screen and confirmed (catalog v3)', () => {
  it('deletes only the selected products still on screen, each named in the question', async () => {
    const { page } = journey;
    await merchant().productsV3.createProduct({
      name: 'UX Test Mug',
      productType: 'PHYSICAL',
      physicalProperties: {},
      variantsInfo: { variants: [{ price: { actualPrice: { amount: '9' } } }] },
    });
    await page.goto('/manage/products');
    const search = page.getByLabel('Search');
    await search.fill('Linen Shirt');
    await expect.poll(productNames).toEqual(['Linen Shirt']);
    await page.getByLabel('Select Linen Shirt').check();
    await page.getByRole('form', { name: 'Bulk edit' }).waitFor();

    await search.fill('UX Test');
    await expect.poll(productNames).toEqual(['UX Test Mug']);
    await page.getByLabel('Select UX Test Mug').check();
    await page.getByRole('button', { name: 'Delete selected' }).click();
    const question = page.getByRole('group', { name: 'Confirm deletion' });
    await expect.poll(() => question.innerText()).toContain('UX Test Mug');
    expect(await question.innerText()).not.toContain('Linen Shirt');
    await saveScreenshot(page, 'manager-v3-bulk-delete-question', question);
    await question.getByRole('button', { name: 'Yes, delete it' }).click();

    await expect.poll(productNames).toEqual([]);
    expect(await productBySlug('linen-shirt')).toMatchObject({ name: 'Linen Shirt' });
    await expect(merchant().productsV3.getProductBySlug('ux-test-mug')).rejects.toMatchObject({ status: 404 });
  });

  it('forgets the selection when the page, the sort or the search changes', async () => {
    const { page } = journey;
    await page.goto('/manage/products');
    await page.getByLabel('Select every product on this page').check();
    await expect.poll(() => page.getByRole('form', { name: 'Bulk edit' }).innerText()).toContain('10 selected');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => page.getByRole('form', { name: 'Bulk edit' }).count()).toBe(0);

    await page.getByLabel('Select every product on this page').check();
    await page.getByLabel('Sort by').selectOption('name');
    await expect.poll(() => page.getByRole('form', { name: 'Bulk edit' }).count()).toBe(0);
  });

  it('says which products have variant prices of their own before setting one price, and can keep them', async () => {
    const { page } = journey;
    const before = await prices('gift-card');
    expect(new Set(before).size).toBe(3);
    await page.goto('/manage/products');
    await page.getByLabel('Search').fill('Gift Card');
    await expect.poll(productNames).toEqual(['Gift Card']);
    await page.getByLabel('Select Gift Card').check();
    const panel = page.getByRole('form', { name: 'Bulk edit' });
    await panel.getByLabel('Change').selectOption('setPrice');
    await panel.getByLabel('Price').fill('30');
    await panel.getByRole('button', { name: 'Apply to selected' }).click();

    const warning = page.getByRole('alertdialog', { name: 'Products with variant prices' });
    await expect.poll(() => warning.innerText()).toContain('Gift Card');
    expect(await warning.innerText()).toMatch(/\$25\.00.*\$100\.00/s);
    await saveScreenshot(page, 'manager-v3-bulk-price-question', warning);
    await warning.getByRole('button', { name: 'Keep its variant prices' }).click();
    await expect.poll(() => panel.getByRole('status').innerText()).toContain('Gift Card kept its variant prices');
    expect(await prices('gift-card')).toEqual(before);

    await panel.getByRole('button', { name: 'Apply to selected' }).click();
    await warning.getByRole('button', { name: 'Set every variant to $30.00' }).click();
    await expect.poll(() => prices('gift-card')).toEqual([30, 30, 30]);
  });

  it('adds the first option: the single variant becomes the choices’ variants, its prices included', async () => {
    const { page } = journey;
    const blanket = await productBySlug('wool-picnic-blanket');
    const [single] = blanket.variantsInfo!.variants;
    const compareAt = single!.price.compareAtPrice!.amount;
    await openEditor('Wool Picnic Blanket', 'Wool Picnic');
    await page.getByRole('button', { name: 'Add an option' }).click();
    await page.getByLabel('Option name').fill('Size');
    await page.getByLabel('Choices of Size').fill('Small, Large');
    for (const size of ['Small', 'Large']) {
      expect(await page.getByLabel(`Price of ${size}`, { exact: true }).inputValue()).toBe(
        single!.price.actualPrice.amount,
      );
      expect(await page.getByLabel(`Compare-at price of ${size}`, { exact: true }).inputValue()).toBe(compareAt);
    }
    await page.getByRole('button', { name: 'Save options and variants' }).click();
    const question = page.getByRole('alertdialog', { name: 'Confirm the new variants' });
    const words = await question.innerText();
    expect(words).toContain('single variant becomes 2 variants');
    expect(words).not.toContain('cannot be undone');
    await saveScreenshot(page, 'manager-v3-first-option', question);
    await question.getByRole('button', { name: 'Save the new variants' }).click();

    await expect.poll(async () => (await productBySlug('wool-picnic-blanket')).variantsInfo!.variants.length).toBe(2);
    const saved = await productBySlug('wool-picnic-blanket');
    expect(saved.variantsInfo!.variants.map((v) => v.price.compareAtPrice?.amount)).toEqual([compareAt, compareAt]);
  });

  it('saves an option named like the store’s swatch option by reusing it, with a hint on how to type choices', async () => {
    const { page } = journey;
    const colors = (await merchant().customizationsV3.queryCustomizations().find()).items.find(
      (c) => c.name === 'Color',
    )!;
    await openEditor('Waxed Canvas Tote', 'Waxed Canvas');
    await page.getByRole('button', { name: 'Add an option' }).click();
    await page.getByLabel('Option name').fill('Color');
    await page.getByLabel('Choices of Color').fill('Sand, Rust');
    expect(await page.getByRole('form', { name: 'Options and variants' }).innerText()).toContain(
      'Separate the choices with commas',
    );
    await page.getByRole('button', { name: 'Save options and variants' }).click();
    await page.getByRole('button', { name: 'Save the new variants' }).click();
    await expect.poll(() => page.getByText('Options and variants saved.').isVisible()).toBe(true);

    const tote = await productBySlug('waxed-canvas-tote');
    expect(tote.options!.map((o) => [o.id, o.name, o.optionRenderType])).toEqual([
      [colors.id, 'Color', 'SWATCH_CHOICES'],
    ]);
    const customization = await merchant().customizationsV3.getCustomization(colors.id!);
    expect(customization!.choicesSettings!.choices!.map((c) => c.name)).toContain('Rust');
  });

  it('warns before leaving the editor with unsaved edits, and lets the merchant stay', async () => {
    const { page } = journey;
    await openEditor('Linen Shirt', 'Linen Shirt');
    const name = page.getByRole('form', { name: 'Product details' }).getByLabel('Name', { exact: true });
    await name.fill('Linen Shirt (edited)');
    await page.getByRole('navigation', { name: 'Store manager' }).getByRole('link', { name: 'Products' }).click();
    const prompt = page.getByRole('alertdialog', { name: 'Unsaved changes' });
    await expect.poll(() => prompt.isVisible()).toBe(true);
    await saveScreenshot(page, 'manager-v3-unsaved-changes', prompt);
    await prompt.getByRole('button', { name: 'Stay on this page' }).click();
    expect(new URL(page.url()).pathname).toMatch(/^\/manage\/products\/.+/);
    expect(await name.inputValue()).toBe('Linen Shirt (edited)');

    const unload = new Promise<string>((resolve) =>
      page.once('dialog', (d) => void d.dismiss().then(() => resolve(d.type()))),
    );
    await page.reload({ timeout: 2_000 }).catch(() => undefined);
    expect(await unload).toBe('beforeunload');
    expect(await name.inputValue()).toBe('Linen Shirt (edited)');

    await page.getByRole('navigation', { name: 'Store manager' }).getByRole('link', { name: 'Products' }).click();
    await prompt.getByRole('button', { name: 'Leave without saving' }).click();
    await page.getByRole('heading', { name: 'Products', level: 1 }).waitFor();
    expect((await productBySlug('linen-shirt')).name).toBe('Linen Shirt');
  });
});

describe('a merchant reads the v3 products list as a dashboard', () => {
  it('shows the total count, SKU and stock columns, and filters by visibility, stock, brand and category', async () => {
    const { page } = journey;
    const { count } = await merchant().productsV3.countProducts({ returnNonVisibleProducts: true });
    await page.goto('/manage/products');
    await expect.poll(() => page.getByRole('main').innerText()).toContain(`${count} products`);
    const headers = await page.getByRole('table', { name: 'Products' }).locator('thead th').allInnerTexts();
    expect(headers.map((h) => h.replace(/[▲▼]/g, '').trim())).toEqual(expect.arrayContaining(['SKU', 'Stock']));

    await page.getByLabel('Brand').selectOption({ label: 'Kōyō Ceramics' });
    const koyo = await merchant().productsV3.searchProducts().eq('brand.name', 'Kōyō Ceramics').limit(100).find();
    await expect.poll(async () => (await productNames()).sort()).toEqual(koyo.items.map((p) => p.name).sort());
    await expect.poll(() => page.getByRole('main').innerText()).toContain(`${koyo.items.length} products`);
    await page.getByLabel('Brand').selectOption({ label: 'All brands' });

    await page.getByLabel('Stock').selectOption('outOfStock');
    const soldOut = await merchant()
      .productsV3.searchProducts()
      .eq('inventory.availabilityStatus', 'OUT_OF_STOCK')
      .limit(100)
      .find();
    await expect.poll(async () => (await productNames()).sort()).toEqual(soldOut.items.map((p) => p.name).sort());
    await page.getByLabel('Stock').selectOption('all');

    await page.getByLabel('Visibility').selectOption('hidden');
    const hidden = await merchant().productsV3.searchProducts().eq('visible', false).limit(100).find();
    await expect.poll(async () => (await productNames()).sort()).toEqual(hidden.items.map((p) => p.name).sort());
    await page.getByLabel('Visibility').selectOption('all');

    await page.getByLabel('Category').selectOption({ label: 'Outdoor' });
    // The whole list shows both until the filtered page comes.
    await expect
      .poll(async () => (await productNames()).filter((name) => ['Wool Picnic Blanket', 'Gift Card'].includes(name)))
      .toEqual(['Wool Picnic Blanket']);
    await saveScreenshot(page, 'manager-v3-products-filtered', page.getByRole('table', { name: 'Products' }));
  });

  it('the shop says how many products there are', async () => {
    const { page } = journey;
    const visible = await merchant().productsV3.countProducts({ filter: { visible: true } } as never);
    await page.goto('/');
    await expect.poll(() => page.getByRole('main').innerText()).toContain(`${visible.count} products`);
  });

  it('makes a new product’s address from its name, accents dropped and letters kept', async () => {
    const { page } = journey;
    await page.goto('/manage/products/new');
    const form = page.getByRole('form', { name: 'Product details' });
    await form.getByLabel('Name', { exact: true }).fill('Émile Tote');
    await form.getByLabel('Price', { exact: true }).fill('20');
    await form.getByRole('button', { name: 'Create product' }).click();
    await page.getByRole('heading', { name: 'Émile Tote', level: 1 }).waitFor();
    expect((await productBySlug('emile-tote')).name).toBe('Émile Tote');
  });

  it('logs no errors on the way', () => {
    expect(journey.problems).toEqual([]);
  });
});

describe.each(WIDTHS)('the pages a v3 merchant checks before a change, %i px wide', (width) => {
  const view = managerPageAtWidth(() => journey.store, width);

  it('fit the screen: filters and the price question, the options hint and the question before leaving', async () => {
    const { page } = view;
    await page.goto('/manage/products');
    await page.getByLabel('Stock').selectOption('inStock');
    await page.getByLabel('Search').fill('Linen');
    await page.getByLabel('Select Linen Shirt').check();
    const panel = page.getByRole('form', { name: 'Bulk edit' });
    await panel.getByLabel('Price').fill('30');
    await panel.getByRole('button', { name: 'Apply to selected' }).click();
    const question = page.getByRole('alertdialog', { name: 'Products with variant prices' });
    await saveScreenshot(page, `manager-v3-products-question-${width}`, question);
    await expectNoSidewaysScroll(page);
    await question.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('link', { name: 'Linen Shirt', exact: true }).click();
    const options = page.getByRole('form', { name: 'Options and variants' });
    await options.getByLabel('Choices of Size').fill('XS, S, M');
    await page.getByRole('navigation', { name: 'Store manager' }).getByRole('link', { name: 'Brands' }).click();
    const prompt = page.getByRole('alertdialog', { name: 'Unsaved changes' });
    await expect.poll(() => prompt.innerText()).toContain('options and variants');
    await saveScreenshot(page, `manager-v3-editor-leave-${width}`, prompt);
    await expect.poll(() => prompt.evaluate((box) => box.getBoundingClientRect().bottom <= innerHeight)).toBe(true);
    await expectNoSidewaysScroll(page);
    await prompt.getByRole('button', { name: 'Stay on this page' }).click();
    await options.getByLabel('Choices of Size').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/screenshots/manager-v3-options-hint-${width}.png` });
    expect(view.pageErrors).toEqual([]);
  });
});
