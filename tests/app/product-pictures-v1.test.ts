import { beforeAll, describe, expect, it } from 'vitest';
import { merchantClient, saveScreenshot } from './support/store-under-test.js';
import { managerJourney, managerPageAtWidth } from './support/staff-sign-in.js';
import { expectNoSidewaysScroll } from './support/page-checks.js';
import { solidPng } from './support/png.js';
import { WIDTHS, imagesOf, pageAtWidth } from './support/viewport.js';

const journey = managerJourney('v1');
const merchant = () => merchantClient(journey.store);

let brokenProduct = '';

beforeAll(async () => {
  const { product } = await merchant().products.createProduct({
    name: 'Lost Scarf',
    productType: 'physical',
    priceData: { price: 25 },
    visible: true,
  });
  brokenProduct = product!.id!;
  // An address on the sandbox that answers 404: a picture that no longer exists.
  await merchant().products.addProductMedia(brokenProduct, [
    { url: `${journey.store.sandbox.url}/_sandbox/gone/lost-scarf.jpg` },
  ]);
});

describe.each(WIDTHS)('a catalog v1 picture that does not load, at %i px', (width) => {
  const view = pageAtWidth(() => journey.store, width);
  const staffView = managerPageAtWidth(() => journey.store, width);

  it('is a placeholder on the product page and in the shop, not its alt text', async () => {
    const { page } = view;
    await page.goto(`/products/${brokenProduct}`);
    const gallery = page.locator('.gallery');
    await gallery.getByRole('img', { name: 'Lost Scarf' }).waitFor();
    expect(await gallery.locator('img').count()).toBe(0);
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, `pictures-v1-broken-product-${width}`, gallery);

    await page.goto('/?q=Lost+Scarf');
    const card = page.locator('.product-card').filter({ hasText: 'Lost Scarf' });
    await card.getByRole('img', { name: 'No picture' }).waitFor();
    expect(await card.locator('img').count()).toBe(0);
  });

  it('is a placeholder in the store manager’s editor', async () => {
    const { page } = staffView;
    await page.goto(`/manage/products/${brokenProduct}`);
    const pictures = page.getByRole('list', { name: 'Pictures' });
    await pictures.getByRole('img', { name: 'Picture 1' }).waitFor();
    expect(await pictures.locator('img').count()).toBe(0);
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, `pictures-v1-manager-broken-${width}`, pictures);
  });
});

describe('the store manager’s picture address on catalog v1', () => {
  const view = managerPageAtWidth(() => journey.store, 1280);

  it('is refused, in plain words on the field, unless it is a web address', async () => {
    const { page } = view;
    await page.goto(`/manage/products/${brokenProduct}`);
    const form = page.getByRole('form', { name: 'Add a picture' });
    const address = form.getByLabel('Picture URL');
    await address.fill('ftp://files.example.com/scarf.jpg');
    await form.getByRole('button', { name: 'Add picture' }).click();
    await form.getByText('Give the picture’s full address, starting with https://').waitFor();
    expect(await page.getByRole('list', { name: 'Pictures' }).getByRole('listitem').count()).toBe(1);
    await saveScreenshot(page, 'pictures-v1-manager-address-1280', form);
  });

  it.each(WIDTHS)('uploads a picture from the computer and shows it in the shop, at %i px', async (width) => {
    const { page } = view;
    await page.setViewportSize({ width, height: 844 });
    const { product } = await merchant().products.createProduct({
      name: `Upload Scarf ${width}`,
      productType: 'physical',
      priceData: { price: 25 },
      visible: true,
    });
    const productId = product!.id!;
    await page.goto(`/manage/products/${productId}`);
    const picker = page.getByLabel('Upload from your computer');
    await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await page.getByText('notes.txt is not a picture: choose a JPEG, PNG, GIF or WebP file.').waitFor();

    await picker.setInputFiles({
      name: 'upload-scarf.png',
      mimeType: 'image/png',
      buffer: solidPng(40, 30, [40, 80, 200]),
    });
    await page.getByText('Picture uploaded and added.').waitFor();
    const pictures = page.getByRole('list', { name: 'Pictures' });
    await expect.poll(() => pictures.getByRole('listitem').count()).toBe(1);
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, `pictures-v1-manager-upload-${width}`, pictures);
    expect((await merchant().products.getProduct(productId)).product?.media?.items).toHaveLength(1);

    await page.goto(`/products/${productId}`);
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.querySelectorAll('main img')].map((image) => (image as HTMLImageElement).naturalWidth),
        ),
      )
      .toContain(40);
    expect((await imagesOf(page)).broken).toEqual([]);
  });
});
