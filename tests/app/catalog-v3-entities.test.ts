import { describe, expect, it } from 'vitest';
import type { SiteClient } from '../../src/index.js';
import { merchantClient, saveScreenshot, takeExpectedFailure } from './support/store-under-test.js';
import { managerJourney, managerPageAtWidth } from './support/staff-sign-in.js';
import { sidewaysOverflow } from './support/viewport.js';

const journey = managerJourney('v3');
const merchant = (): SiteClient => merchantClient(journey.store);
const table = (name: string) => journey.page.getByRole('table', { name });
const rowNames = (name: string) => table(name).locator('tbody th').allInnerTexts();

async function brandNamed(name: string) {
  return (await merchant().brandsV3.queryBrands().eq('name', name).find()).items[0];
}

/** Opens an entity's page from the manager's navigation. */
async function openFromNav(title: string) {
  const { page } = journey;
  await page.getByRole('navigation', { name: 'Store manager' }).getByRole('link', { name: title }).click();
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
}

/** Fills the first field of the editor's form, saves, and waits for the saved value to come back. */
async function renameInEditor(label: string, name: string) {
  const { page } = journey;
  await page.getByLabel(label).fill(name);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

/** Opens the entity's page, fills the new-entity form by label and creates it; its editor opens. */
async function createThroughForm(title: string, noun: string, fields: Record<string, string>, heading: string) {
  const { page } = journey;
  await openFromNav(title);
  const form = page.getByRole('form', { name: `New ${noun}` });
  for (const [label, value] of Object.entries(fields)) await form.getByLabel(label, { exact: true }).fill(value);
  await form.getByRole('button', { name: `Create ${noun}` }).click();
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

async function deleteInEditor(noun: string, listTitle: string) {
  const { page } = journey;
  await page.getByRole('button', { name: `Delete ${noun}` }).click();
  await page.getByRole('button', { name: 'Yes, delete it' }).click();
  await page.getByRole('heading', { level: 1, name: listTitle }).waitFor();
}

describe('a merchant managing brands, ribbons, info sections and customizations on a v3 store', () => {
  it('pages through the brands as the platform sorts them, with their product counts', async () => {
    const { page } = journey;
    await page.goto('/manage/products');
    await openFromNav('Brands');
    const first = await merchant()
      .brandsV3.queryBrands({ fields: ['ASSIGNED_PRODUCTS_COUNT'] })
      .ascending('name')
      .limit(10)
      .find();
    await expect.poll(() => rowNames('Brands')).toEqual(first.items.map((brand) => brand.name));
    const counted = first.items.find((brand) => (brand.assignedProductsCount ?? 0) > 0)!;
    expect(await table('Brands').getByRole('row', { name: counted.name }).innerText()).toContain(
      String(counted.assignedProductsCount),
    );
    await saveScreenshot(page, 'manager-v3-brands', table('Brands'));
    if (first.hasNext()) {
      await page.getByRole('button', { name: 'Next' }).click();
      const second = await first.next();
      await expect.poll(() => rowNames('Brands')).toEqual(second.items.map((brand) => brand.name));
      await page.getByRole('button', { name: 'Previous' }).click();
      await expect.poll(() => rowNames('Brands')).toEqual(first.items.map((brand) => brand.name));
    }
  });

  it('refuses an empty brand name with the schema’s message, then creates, renames and deletes a brand', async () => {
    const { page } = journey;
    const form = page.getByRole('form', { name: 'New brand' });
    await form.getByRole('button', { name: 'Create brand' }).click();
    await expect.poll(() => form.locator('.field-error').innerText()).toMatch(/1 character/);

    await form.getByLabel('Brand name').fill('Harbour Goods');
    await form.getByRole('button', { name: 'Create brand' }).click();
    await page.getByRole('heading', { level: 1, name: 'Harbour Goods' }).waitFor();
    const created = (await brandNamed('Harbour Goods'))!;
    expect(created.id).toBeTruthy();

    await renameInEditor('Brand name', 'Harbour Goods Co');
    await expect.poll(async () => (await merchant().brandsV3.getBrand(created.id!)).name).toBe('Harbour Goods Co');

    await deleteInEditor('brand', 'Brands');
    expect(await brandNamed('Harbour Goods Co')).toBeUndefined();
  });

  it('renames a brand in use, and the products table shows the new name', async () => {
    const { page } = journey;
    const { product } = await merchant().productsV3.getProductBySlug('linen-shorts');
    const brand = product!.brand!;
    await page.goto(`/manage/brands/${brand.id}`);
    await page.getByRole('heading', { level: 1, name: brand.name! }).waitFor();
    await renameInEditor('Brand name', `${brand.name} Atelier`);

    await page.getByRole('navigation', { name: 'Store manager' }).getByRole('link', { name: 'Products' }).click();
    await page.getByLabel('Search').fill('Linen Shorts');
    await expect
      .poll(() => table('Products').getByRole('row', { name: 'Linen Shorts' }).innerText())
      .toContain(`${brand.name} Atelier`);
  });

  it('says so when someone else saved the brand meanwhile, and reloads it', async () => {
    const { page, problems } = journey;
    const brand = (await merchant().brandsV3.createBrand({ name: 'Tidewater' }))!;
    await page.goto(`/manage/brands/${brand.id}`);
    await page.getByRole('heading', { level: 1, name: 'Tidewater' }).waitFor();
    await merchant().brandsV3.updateBrand(brand.id!, { name: 'Tidewater Supply', revision: brand.revision! });

    await page.getByLabel('Brand name').fill('Tidewater Mills');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'This brand was changed elsewhere' });
    await alert.waitFor();
    await alert.getByRole('button', { name: 'Reload the brand' }).click();
    await page.getByRole('heading', { level: 1, name: 'Tidewater Supply' }).waitFor();
    expect(await page.getByLabel('Brand name').inputValue()).toBe('Tidewater Supply');
    takeExpectedFailure(problems, `/brands/${brand.id}`, 409);
  });

  it('creates, renames and deletes a ribbon, and deletes selected ribbons in one bulk call', async () => {
    const { page } = journey;
    await createThroughForm('Ribbons', 'ribbon', { 'Ribbon name': 'Last pieces' }, 'Last pieces');
    await renameInEditor('Ribbon name', 'Last few pieces');
    const ribbonNames = async () =>
      (await merchant().ribbonsV3.queryRibbons().limit(100).find()).items.map((r) => r.name);
    await expect.poll(ribbonNames).toContain('Last few pieces');
    await deleteInEditor('ribbon', 'Ribbons');
    expect(await ribbonNames()).not.toContain('Last few pieces');

    await merchant().ribbonsV3.bulkCreateRibbons([{ name: 'Aaa one' }, { name: 'Aaa two' }]);
    await page.reload();
    await expect.poll(() => rowNames('Ribbons')).toContain('Aaa two');
    await page.getByLabel('Select Aaa one').check();
    await page.getByLabel('Select Aaa two').check();
    await page.getByRole('button', { name: 'Delete selected' }).click();
    await page.getByRole('button', { name: 'Yes, delete it' }).click();
    await page.getByText('2 deleted.').waitFor();
    await expect.poll(() => rowNames('Ribbons')).not.toContain('Aaa one');
    expect(await ribbonNames()).not.toContain('Aaa two');
  });

  it('creates, edits and deletes an info section', async () => {
    const { page } = journey;
    const fields = { 'Section name': 'washing-linen', Title: 'Washing', Text: 'Wash cold, dry flat.' };
    await createThroughForm('Info sections', 'info section', fields, 'washing-linen');
    const sections = async () =>
      (await merchant().infoSectionsV3.queryInfoSections().eq('uniqueName', 'washing-linen').find()).items;
    expect((await sections())[0]?.title).toBe('Washing');
    // The text is HTML on the platform; the editor shows it as formatted text, never its tags.
    expect((await sections())[0]?.plainDescription).toBe('<p>Wash cold, dry flat.</p>');
    const text = page.getByRole('textbox', { name: 'Text', exact: true });
    expect(await text.innerText()).toBe('Wash cold, dry flat.');
    await saveScreenshot(page, 'manager-v3-info-section', text);

    await page.getByLabel('Title').fill('Washing and drying');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    // The save's outcome outlives the new revision's form, which starts from what the platform now holds.
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    expect(await page.getByLabel('Title').inputValue()).toBe('Washing and drying');
    expect((await sections())[0]?.title).toBe('Washing and drying');

    await deleteInEditor('info section', 'Info sections');
    expect(await sections()).toEqual([]);
  });

  it('creates a customization, renames it, edits its choices and deletes it', async () => {
    const { page } = journey;
    const fields = { 'Customization name': 'Finish', Choices: 'Matte, Gloss' };
    await createThroughForm('Customizations', 'customization', fields, 'Finish');
    const finish = async (name: string) =>
      (await merchant().customizationsV3.queryCustomizations().eq('name', name).find()).items[0];
    const created = (await finish('Finish'))!;
    expect(created.choicesSettings?.choices?.map((c) => c.name)).toEqual(['Matte', 'Gloss']);

    await renameInEditor('Customization name', 'Surface finish');
    const choices = page.getByRole('form', { name: 'Choices of Surface finish' });
    await choices.getByLabel('Choice 2', { exact: true }).fill('Satin');
    await choices.getByRole('button', { name: 'Add a choice' }).click();
    await choices.getByLabel('Choice 3', { exact: true }).fill('Raw');
    await choices.getByRole('button', { name: 'Save choices' }).click();
    await expect
      .poll(async () => (await finish('Surface finish'))?.choicesSettings?.choices?.map((c) => c.name))
      .toEqual(['Matte', 'Satin', 'Raw']);
    const saved = (await finish('Surface finish'))!;
    expect(saved.choicesSettings!.choices![0]!.id).toBe(created.choicesSettings!.choices![0]!.id);
    await saveScreenshot(
      page,
      'manager-v3-customization',
      page.getByRole('form', { name: 'Choices of Surface finish' }),
    );

    await deleteInEditor('customization', 'Customizations');
    expect(await finish('Surface finish')).toBeUndefined();
  });

  it('logs no errors on the way', () => {
    expect(journey.problems).toEqual([]);
  });
});

describe('a merchant on a phone', () => {
  const view = managerPageAtWidth(() => journey.store, 390);

  it('sees each customization’s choices in full, on a page that does not scroll sideways', async () => {
    const { page } = view;
    await page.goto('/manage/customizations');
    const customizations = page.getByRole('table', { name: 'Customizations' });
    const { items } = await merchant().customizationsV3.queryCustomizations().ascending('name').limit(10).find();
    await expect.poll(() => customizations.locator('tbody th').allInnerTexts()).toEqual(items.map((c) => c.name));
    for (const customization of items.filter((c) => c.choicesSettings)) {
      const choices = customization.choicesSettings!.choices!.map((choice) => choice.name).join(', ');
      expect(await customizations.getByRole('row', { name: customization.name }).innerText()).toContain(choices);
    }
    // Every cell lies inside the table's box and the box has nothing to scroll to: no value is cut off.
    const cut = await customizations.evaluate((table) => {
      const box = table.getBoundingClientRect();
      const cells = [...table.querySelectorAll('tbody th, tbody td')];
      const outside = cells.filter((cell) => cell.getBoundingClientRect().right > Math.min(box.right, innerWidth) + 1);
      return { hiddenWidth: table.scrollWidth - table.clientWidth, outside: outside.map((cell) => cell.textContent) };
    });
    expect(cut).toEqual({ hiddenWidth: 0, outside: [] });
    expect(await sidewaysOverflow(page)).toBe(0);
    await saveScreenshot(page, 'manager-v3-customizations-390', customizations);
    expect(view.pageErrors).toEqual([]);
  });

  it('shows each value’s label to the eye, while a screen reader names the cell by its column header alone', async () => {
    const customizations = view.page.getByRole('table', { name: 'Customizations' });
    const firstRow = customizations.locator('tbody tr').first();
    const labels = await firstRow
      .locator('td[data-label]')
      .evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell, '::before').content));
    expect(labels.join(' ')).toContain('Shown as');
    const columns = await customizations.locator('thead th').allInnerTexts();
    const spokenCells = (await firstRow.ariaSnapshot()).match(/cell "[^"]*"/g) ?? [];
    expect(spokenCells.filter((cell) => columns.some((column) => cell.startsWith(`cell "${column} `)))).toEqual([]);
  });
});
