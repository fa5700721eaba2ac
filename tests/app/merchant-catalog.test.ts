import { describe, expect, it } from 'vitest';
import type { SiteClient } from '../../src/index.js';
import { expectProductsPageFitsPhone, PHONE, visitAtPhoneWidth } from './support/page-checks.js';
import { merchantClient, openApp, saveScreenshot } from './support/store-under-test.js';
import { managerJourney, managerPageAtWidth, signInAsStaff } from './support/staff-sign-in.js';

const journey = managerJourney('v1');
/** The catalog read with the API key, without the app, to check what the app wrote. */
const merchant = (): SiteClient => merchantClient(journey.store);
let lampId: string;

const LAMP = 'Desk Lamp Aurora';

const saved = async () =>
  (await merchant().products.getProduct(lampId, { includeMerchantSpecificData: true })).product!;
const section = (name: string) => journey.page.getByRole('region', { name });
const table = () => journey.page.getByRole('table', { name: 'Products' });

/** The products table's rows as text cells keyed by column header. */
async function tableRows(): Promise<Array<Record<string, string>>> {
  return table().evaluate((element) => {
    const headers = [...element.querySelectorAll('thead th')].map((th) => th.textContent?.replace(/[▲▼]/g, '').trim());
    return [...element.querySelectorAll('tbody tr')].map((row) =>
      Object.fromEntries([...row.querySelectorAll('td')].map((cell, i) => [headers[i] ?? i, cell.textContent ?? ''])),
    );
  });
}

describe('a merchant', () => {
  it('sees the products table and sorts it on the server', async () => {
    await journey.page.goto('/manage/products');
    await table().waitFor();
    expect(await tableRows()).toHaveLength(10);
    await journey.page.getByRole('button', { name: /^Price/ }).click();
    await expect
      .poll(() => table().getByRole('columnheader', { name: /Price/ }).getAttribute('aria-sort'))
      .toBe('ascending');
    const cheapest = (await merchant().products.queryProducts().ascending('price').limit(1).find()).items[0]!;
    await expect.poll(async () => (await tableRows())[0]?.Name).toBe(cheapest.name);
    await saveScreenshot(journey.page, 'manager-products', table());
  });

  it('creates a product, with the form checking its fields first', async () => {
    await journey.page.getByRole('link', { name: 'New product' }).first().click();
    await journey.page.getByRole('heading', { name: 'New product' }).waitFor();
    // A name of spaces is no name: a message, not a page error (the final test checks there were none).
    await journey.page.getByLabel('Name').fill('   ');
    await journey.page.getByLabel('Price').fill('-3');
    await journey.page.getByRole('button', { name: 'Create product' }).click();
    await journey.page.getByText('Give the product a name').waitFor();
    await journey.page.getByText('Price cannot be negative').waitFor();

    await journey.page.getByLabel('Name').fill(LAMP);
    await journey.page.getByLabel('Price').fill('40');
    await journey.page.getByLabel('Cost').fill('15');
    await journey.page.getByLabel('Weight (kg)').fill('1.2');
    await journey.page.getByLabel('Brand').fill('Lumen');
    await journey.page.getByLabel('Ribbon').fill('New');
    // The description is rich text (HTML on the wire), never shown as raw tags.
    await journey.page.getByRole('textbox', { name: 'Description' }).click();
    await journey.page.keyboard.type('Warm light for ');
    await journey.page.getByRole('button', { name: 'Bold' }).click();
    await journey.page.keyboard.type('reading');
    await journey.page.getByRole('button', { name: 'Create product' }).click();
    await journey.page.getByRole('heading', { level: 1, name: LAMP }).waitFor();
    lampId = new URL(journey.page.url()).pathname.split('/').at(-1)!;
    await expect
      .poll(() => section('Details').getByRole('textbox', { name: 'Description' }).innerText())
      .toBe('Warm light for reading');
    const product = await saved();
    expect(product.description).toBe('<p>Warm light for <strong>reading</strong></p>');
    expect(product.priceData?.price).toBe(40);
    expect(product.costAndProfitData?.itemCost).toBe(15);
    expect(product.brand).toBe('Lumen');
  });

  it('edits price, discount, brand and ribbon', async () => {
    const details = section('Details');
    await details.getByLabel('Price').fill('45');
    await details.getByLabel('Discount', { exact: true }).selectOption('PERCENT');
    await details.getByLabel('Discount value').fill('10');
    await details.getByRole('button', { name: 'Save details' }).click();
    await details.getByText('Details saved.').waitFor();
    const product = await saved();
    expect(product.priceData?.price).toBe(45);
    expect(product.priceData?.discountedPrice).toBeCloseTo(40.5);

    await details.getByRole('button', { name: 'Remove brand' }).click();
    await details.getByText('Brand removed.').waitFor();
    await expect.poll(() => details.getByLabel('Brand').inputValue()).toBe('');
    await details.getByRole('button', { name: 'Remove ribbon' }).click();
    await details.getByText('Ribbon removed.').waitFor();
    const cleared = await saved();
    expect(cleared.brand ?? '').toBe('');
    expect(cleared.ribbon ?? '').toBe('');
  });

  it('adds an option with choices, then prices one variant', async () => {
    const options = section('Options and choices');
    await options.getByRole('button', { name: 'Add option' }).click();
    await options.getByLabel('Option name').fill('Size');
    await options.getByLabel('Choice 1', { exact: true }).fill('S');
    await options.getByRole('button', { name: 'Add choice to Size' }).click();
    await options.getByLabel('Choice 2', { exact: true }).fill('M');
    await options.getByRole('button', { name: 'Save options' }).click();
    await options.getByText(/Options saved/).waitFor();

    const variants = section('Variants');
    await variants.getByLabel('Price of M').waitFor();
    await variants.getByLabel('Price of M').fill('50');
    await variants.getByRole('button', { name: 'Save variants' }).click();
    await variants.getByText('Variants saved.').waitFor();
    const product = await saved();
    expect(product.productOptions?.map((option) => option.name)).toEqual(['Size']);
    const medium = product.variants?.find((variant) => variant.choices?.Size === 'M');
    expect(medium?.variant?.priceData?.price).toBe(50);
  });

  it('adds a picture for a choice, detaches it and removes it', async () => {
    const pictures = section('Pictures');
    await pictures.getByLabel('Picture URL').fill(`${journey.store.sandbox.url}/_sandbox/media/desk-lamp--c9a36b.svg`);
    await pictures.getByLabel('Show for choice').selectOption({ label: 'Size: S' });
    await pictures.getByRole('button', { name: 'Add picture' }).click();
    await pictures.getByRole('list', { name: 'Pictures' }).getByRole('listitem').first().waitFor();
    const choicePictures = section('Pictures of choices');
    await choicePictures.getByRole('list', { name: 'Pictures of Size: S' }).getByRole('listitem').waitFor();
    const [mediaItem] = (await saved()).media?.items ?? [];
    expect(mediaItem?.image?.url).toContain('desk-lamp--c9a36b.svg');
    await saveScreenshot(
      journey.page,
      'manager-product-editor',
      journey.page.getByRole('heading', { level: 1, name: LAMP }),
    );

    await choicePictures.getByRole('button', { name: /^Detach .* from Size: S$/ }).click();
    await expect
      .poll(() => choicePictures.getByRole('list', { name: 'Pictures of Size: S' }).getByRole('listitem').count())
      .toBe(0);
    await choicePictures.getByLabel('Attach a picture to Size: M').selectOption({ index: 1 });
    await choicePictures.getByRole('list', { name: 'Pictures of Size: M' }).getByRole('listitem').waitFor();

    await pictures.getByRole('button', { name: /^Remove / }).click();
    await pictures.getByText('No pictures yet.').waitFor();
    expect((await saved()).media?.items ?? []).toHaveLength(0);
  });

  it('bulk-adjusts and bulk-sets a selection of rows', async () => {
    await journey.page
      .getByRole('navigation', { name: 'Store manager' })
      .getByRole('link', { name: 'Products' })
      .click();
    await table().waitFor();
    // The selection holds rows on screen only (a new filter starts again), so both are ticked on one page.
    await journey.page.getByLabel('Rows per page').selectOption('50');
    await table().getByLabel('Select Ceramic Salt Cellar').check();
    await table().getByLabel(`Select ${LAMP}`).check();
    const bulk = journey.page.getByRole('form', { name: 'Bulk edit' });
    await bulk.getByText('2 selected').waitFor();
    const lampRow = async () => (await tableRows()).find((row) => row.Name?.includes(LAMP));

    const cellar = (await merchant().products.queryProducts().eq('name', 'Ceramic Salt Cellar').find()).items[0]!;
    await bulk.getByLabel('Change').selectOption({ label: 'Change by percent' });
    await bulk.getByLabel('Percent').fill('10');
    await bulk.getByRole('button', { name: 'Apply to selected' }).click();
    await bulk.getByText('Updated 2 products.').waitFor();
    expect((await saved()).priceData?.price).toBeCloseTo(49.5);
    const adjusted = await merchant().products.getProduct(cellar.id!);
    expect(adjusted.product?.priceData?.price).toBeCloseTo(cellar.priceData!.price! * 1.1);
    await expect.poll(async () => (await lampRow())?.Price).toBe('$49.50');

    await bulk.getByLabel('Property').selectOption('weight');
    await bulk.getByLabel('Change').selectOption({ label: 'Set to' });
    await bulk.getByLabel('Value').fill('2.5');
    await bulk.getByRole('button', { name: 'Apply to selected' }).click();
    await expect.poll(async () => (await lampRow())?.['Weight (kg)']).toBe('2.5');
    expect((await saved()).weight).toBe(2.5);
    await saveScreenshot(journey.page, 'manager-bulk-edit', bulk);

    // A new attempt that the form refuses shows its error alone, without the last success beside it.
    await bulk.getByRole('button', { name: 'Apply to selected' }).click();
    await bulk.getByText(/Updated \d+ products/).waitFor();
    await bulk.getByLabel('Value').fill('');
    await bulk.getByRole('button', { name: 'Apply to selected' }).click();
    await bulk.getByText('Enter a number').waitFor();
    expect(await bulk.getByText(/Updated \d+ products/).count()).toBe(0);
  });

  it('deletes the product', async () => {
    await table().getByRole('link', { name: LAMP }).click();
    await journey.page.getByRole('button', { name: 'Delete product' }).click();
    await journey.page.getByRole('button', { name: 'Yes, delete it' }).click();
    await journey.page.waitForURL(`${journey.store.app.url}/manage/products`);
    await journey.page.getByLabel('Filter by name').fill(LAMP);
    await journey.page.getByText('Nothing matches these filters.').waitFor();
    await expect(merchant().products.getProduct(lampId)).rejects.toMatchObject({ status: 404 });
  });

  it('creates a collection, fills it, renames it and deletes it', async () => {
    await journey.page.getByRole('link', { name: 'Collections' }).click();
    await journey.page.getByRole('table', { name: 'Collections' }).getByRole('link', { name: 'Outdoor' }).waitFor();
    await saveScreenshot(journey.page, 'manager-collections', journey.page.getByRole('table', { name: 'Collections' }));
    await journey.page.getByLabel('Collection name').fill('Desk Gear');
    await journey.page.getByRole('button', { name: 'Create collection' }).click();
    await journey.page.getByRole('heading', { level: 1, name: 'Desk Gear' }).waitFor();
    expect(new URL(journey.page.url()).pathname).toBe('/manage/collections/desk-gear');

    await journey.page.getByText('No products in this collection yet').waitFor();
    await journey.page.getByLabel('Find products to add').fill('Stoneware Mug');
    await journey.page.getByRole('button', { name: 'Add Stoneware Mug' }).click();
    const members = journey.page.getByRole('table', { name: 'Products in the collection' });
    await members.getByRole('link', { name: 'Stoneware Mug' }).waitFor();
    await journey.page.getByRole('button', { name: 'In the collection' }).waitFor();
    await saveScreenshot(journey.page, 'manager-collection-editor', members);
    await members.getByRole('button', { name: 'Remove Stoneware Mug' }).click();
    await journey.page.getByText('No products in this collection yet').waitFor();

    await journey.page.getByLabel('Collection name').fill('Desk Essentials');
    await journey.page.getByLabel('Slug').fill('desk-essentials');
    await journey.page.getByRole('button', { name: 'Save collection' }).click();
    await journey.page.waitForURL(`${journey.store.app.url}/manage/collections/desk-essentials`);
    await journey.page.getByRole('heading', { level: 1, name: 'Desk Essentials' }).waitFor();

    await journey.page.getByRole('button', { name: 'Delete collection' }).click();
    await journey.page.getByRole('button', { name: 'Yes, delete it' }).click();
    await journey.page.waitForURL(`${journey.store.app.url}/manage/collections`);
    await journey.page.getByRole('table', { name: 'Collections' }).getByRole('link', { name: 'Outdoor' }).waitFor();
    expect(await journey.page.getByRole('link', { name: 'Desk Essentials' }).count()).toBe(0);
  });

  it('fits every manager page on a phone, nothing scrolling sideways, not even inside a table', async () => {
    const { page, problems } = await openApp(journey.store);
    await signInAsStaff(page);
    const product = (await merchant().products.queryProducts().limit(1).find()).items[0]!;
    await visitAtPhoneWidth(page, 'manager-v1-phone', [
      ['products', '/manage/products'],
      ['new-product', '/manage/products/new'],
      ['product-editor', `/manage/products/${product.id}`],
      ['collections', '/manage/collections'],
      ['carts', '/manage/carts'],
    ]);
    await page.context().close();
    expect(problems).toEqual([]);
  });

  it('logged no console errors and no page errors', () => {
    expect(journey.problems).toEqual([]);
  });
});

describe('a merchant on a phone', () => {
  const view = managerPageAtWidth(() => journey.store, PHONE.width);

  it('reads each product as one block, checkbox, picture, name, price and stock on screen, nothing to swipe', async () => {
    const { items } = await merchant().products.queryProducts().descending('lastUpdated').limit(10).find();
    await expectProductsPageFitsPhone(
      view.page,
      items.map((product) => product.name),
      'manager-v1-products-390',
    );
    expect(view.pageErrors).toEqual([]);
  });
});
