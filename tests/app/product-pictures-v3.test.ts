import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { merchantClient, saveScreenshot } from './support/store-under-test.js';
import { managerJourney, managerPageAtWidth } from './support/staff-sign-in.js';
import { expectNoSidewaysScroll } from './support/page-checks.js';
import { solidPng } from './support/png.js';
import { WIDTHS, imagesOf, pageAtWidth } from './support/viewport.js';

const journey = managerJourney('v3');
const merchant = () => merchantClient(journey.store);

/** An address on the sandbox that answers 404: a picture that no longer exists. */
const brokenAddress = () => `${journey.store.sandbox.url}/_sandbox/gone/harbour-jacket.jpg`;

async function createProduct(name: string, pictures: Array<{ url: string; altText: string }>) {
  const product = await merchant().productsV3.createProduct({
    name,
    productType: 'PHYSICAL',
    physicalProperties: {},
    media: { itemsInfo: { items: pictures } },
    variantsInfo: { variants: [{ choices: [], price: { actualPrice: { amount: '40' } } }] },
  });
  return product.id!;
}

/** The placeholder a picture that does not load becomes, named by the picture's text. */
const placeholder = (page: Page, name: string) => page.getByRole('img', { name, exact: true });

let galleryProduct = '';
let brokenProduct = '';

beforeAll(async () => {
  const media = (file: string, altText: string) => ({ url: `/_sandbox/media/${file}`, altText });
  galleryProduct = await createProduct('Gallery Coat', [
    media('gallery-coat--sand.svg', 'Gallery Coat, front'),
    media('gallery-coat--navy.svg', 'Gallery Coat, back'),
    media('gallery-coat--olive.svg', 'Gallery Coat, collar'),
  ]);
  brokenProduct = await createProduct('Lost Jacket', [{ url: brokenAddress(), altText: 'Lost Jacket, front' }]);
});

describe.each(WIDTHS)('the pictures of a catalog v3 product at %i px', (width) => {
  const view = pageAtWidth(() => journey.store, width);

  it('shows every picture of the product as a gallery: one large, the others to pick', async () => {
    const { page } = view;
    await page.goto(`/products/${galleryProduct}`);
    const thumbnails = page.getByRole('list', { name: 'Pictures' }).getByRole('button');
    await expect.poll(() => thumbnails.count()).toBe(3);
    const main = page.locator('.gallery-main');
    await expect.poll(() => main.getAttribute('alt')).toBe('Gallery Coat, front');
    await thumbnails.nth(1).click();
    await expect.poll(() => main.getAttribute('alt')).toBe('Gallery Coat, back');
    expect(await thumbnails.nth(1).getAttribute('aria-pressed')).toBe('true');
    expect((await imagesOf(page)).broken).toEqual([]);
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, `pictures-v3-gallery-${width}`, main);
  });

  it('shows a placeholder, not the alt text, where a picture does not load: product page and shop', async () => {
    const { page } = view;
    await page.goto(`/products/${brokenProduct}`);
    await placeholder(page, 'Lost Jacket, front').waitFor();
    expect(await page.locator('img.gallery-main').count()).toBe(0);
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, `pictures-v3-broken-product-${width}`, placeholder(page, 'Lost Jacket, front'));

    await page.goto('/?q=Lost+Jacket');
    const card = page.locator('.product-card').filter({ hasText: 'Lost Jacket' });
    await card.getByRole('img', { name: 'No picture' }).waitFor();
    expect(await card.locator('img').count()).toBe(0);
  });
});

describe('the store manager’s pictures of a catalog v3 product', () => {
  const view = managerPageAtWidth(() => journey.store, 1280);

  it('refuses an address that is not a picture’s, in plain words on the field', async () => {
    const { page } = view;
    await page.goto('/manage/products/new');
    const address = page.getByLabel('New picture’s address');
    await address.fill('my holiday photo');
    await page.getByRole('button', { name: 'Add picture' }).click();
    await page.getByText('Give the picture’s full address, starting with https://').first().waitFor();
    expect(await page.getByRole('list', { name: 'Pictures' }).getByRole('listitem').count()).toBe(0);
    expect(await address.getAttribute('aria-invalid')).toBe('true');

    await address.fill('ftp://files.example.com/coat.jpg');
    await page.getByRole('button', { name: 'Add picture' }).click();
    expect(await page.getByRole('list', { name: 'Pictures' }).getByRole('listitem').count()).toBe(0);

    await address.fill('https://images.example.com/coat.jpg');
    await page.getByRole('button', { name: 'Add picture' }).click();
    await expect.poll(() => page.getByRole('list', { name: 'Pictures' }).getByRole('listitem').count()).toBe(1);
    const saved = page.getByLabel('Address of picture 1');
    await saved.fill('coat.jpg');
    await page.getByLabel('Name', { exact: true }).fill('Address Check Coat');
    await page.getByLabel('Price', { exact: true }).fill('10');
    await page.getByRole('button', { name: 'Create product' }).click();
    await page.getByText('Give the picture’s full address, starting with https://').first().waitFor();
    expect(await saved.getAttribute('aria-invalid')).toBe('true');
    await saveScreenshot(page, 'pictures-v3-manager-address-1280', saved);
  });

  it.each(WIDTHS)('shows a placeholder for a picture that does not load, at %i px', async (width) => {
    const { page } = view;
    await page.setViewportSize({ width, height: 844 });
    await page.goto(`/manage/products/${brokenProduct}`);
    const pictures = page.getByRole('list', { name: 'Pictures' });
    await pictures.getByRole('img', { name: 'Lost Jacket, front' }).waitFor();
    expect(await pictures.locator('img').count()).toBe(0);
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, `pictures-v3-manager-broken-${width}`, pictures);
  });

  it.each(WIDTHS)('uploads a picture from the computer, saves it and shows it in the shop, at %i px', async (width) => {
    const { page } = view;
    await page.setViewportSize({ width, height: 844 });
    const productId = await createProduct(`Upload Coat ${width}`, []);
    await page.goto(`/manage/products/${productId}`);
    const picker = page.getByLabel('Upload from your computer');
    await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await page.getByText('notes.txt is not a picture: choose a JPEG, PNG, GIF or WebP file.').waitFor();

    await picker.setInputFiles({
      name: 'upload-coat.png',
      mimeType: 'image/png',
      buffer: solidPng(40, 30, [200, 80, 40]),
    });
    await page.getByText('Picture uploaded and added.').waitFor();
    const pictures = page.getByRole('list', { name: 'Pictures' });
    await expect.poll(() => pictures.getByRole('listitem').count()).toBe(1);
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, `pictures-v3-manager-upload-${width}`, pictures);
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect
      .poll(async () => (await merchant().productsV3.getProduct(productId)).media?.main?.image?.width)
      .toBe(40);

    await page.goto(`/products/${productId}`);
    const main = page.locator('.gallery-main');
    await expect.poll(() => main.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(40);
    expect((await imagesOf(page)).broken).toEqual([]);
  });
});
