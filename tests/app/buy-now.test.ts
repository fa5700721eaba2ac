import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSidewaysScroll, PHONE } from './support/page-checks.js';
import { merchantClient, saveScreenshot, storeJourney, type StoreUnderTest } from './support/store-under-test.js';

const DESKTOP = { width: 1280, height: 900 };

/** The product page's quantity picker, Buy now, and the hosted checkout page it leads to. */
const buyNow = (page: Page) => ({
  quantity: page.getByLabel('Quantity'),
  button: page.getByRole('button', { name: 'Buy now' }),
  available: page.locator('.quantity-cap'),
});

/** Screenshots of the current page at 1280 and 390 px, each checked for sideways scrolling. */
async function screenshotsAtBothWidths(page: Page, name: string, keyElement: ReturnType<Page['locator']>) {
  for (const [size, suffix] of [
    [DESKTOP, '1280'],
    [PHONE, '390'],
  ] as const) {
    await page.setViewportSize(size);
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, `${name}-${suffix}`, keyElement);
  }
  await page.setViewportSize(DESKTOP);
}

/**
 * The calls the app's pages make to the platform themselves from now on (fetch and XHR, the hosted pages' own left
 * out): none, when the app server makes them with the visitor's session.
 */
function directPlatformCalls(page: Page, store: StoreUnderTest): string[] {
  const platform = new URL(store.sandbox.url).origin;
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const fromApp = page.url().startsWith(store.app.url);
    if (fromApp && url.origin === platform && ['fetch', 'xhr'].includes(request.resourceType()))
      calls.push(`${request.method()} ${url.pathname}`);
  });
  return calls;
}

/** Whatever the app's page keeps in the browser's storage, as text. */
const storedInPage = (page: Page) => page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));

/**
 * Chooses 5 (more than the 3 in stock, so the picker stops at 3), then 2; Buy now opens the hosted checkout with that
 * line item and its total; Place order leads to the thank-you page; Back returns to the placed checkout, which leads
 * back to the product page.
 */
async function buyTwoOfThree(store: StoreUnderTest, page: Page, name: string, prefix: string) {
  const productUrl = page.url();
  const controls = buyNow(page);
  await expect.poll(() => controls.available.innerText()).toBe('3 available');
  expect(await controls.quantity.getAttribute('max')).toBe('3');
  await controls.quantity.fill('5');
  await expect.poll(() => controls.quantity.inputValue()).toBe('3');
  await controls.quantity.fill('2');
  await screenshotsAtBothWidths(page, `${prefix}-product-buy-now`, controls.button);

  await controls.button.click();
  await page.waitForURL(`${store.sandbox.url}/_sandbox/hosted/checkout/ecom?**`);
  await page.getByRole('heading', { name: 'Checkout' }).waitFor();
  const row = page.locator('tr[data-line-item]');
  expect(await row.count()).toBe(1);
  expect(await row.locator('.item-name').innerText()).toBe(name);
  expect(await row.locator('td').nth(1).innerText()).toBe('2');
  const lineTotal = await row.locator('td').nth(2).innerText();
  expect(await page.locator('[data-total]').innerText()).toBe(lineTotal);
  await screenshotsAtBothWidths(page, `${prefix}-hosted-checkout`, page.getByRole('button', { name: 'Place order' }));

  await page.getByRole('button', { name: 'Place order' }).click();
  await page.getByRole('heading', { name: 'Thank you for your order' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/checkout/thank-you');

  await page.goBack();
  await page.getByRole('heading', { name: 'Your order is placed' }).waitFor();
  await page.getByRole('link', { name: 'Back to the shop' }).click();
  await page.waitForURL(productUrl);
  await page.getByRole('heading', { name }).waitFor();
  // The checkout was the session's visitor's: the page asked the platform for no token and keeps none.
  expect(await storedInPage(page)).not.toMatch(/accessToken|refreshToken/);
}

describe('a shopper buying on a V3 store', () => {
  const journey = storeJourney('v3');

  it('buys two of a variant with three in stock, and the stock goes down to one', async () => {
    const { page, store } = journey;
    const merchant = merchantClient(store);
    const { product } = await merchant.productsV3.getProductBySlug('linen-bed-sheet', {
      fields: ['VARIANT_OPTION_CHOICE_NAMES'],
    });
    const sheet = product!;
    const variant = sheet.variantsInfo!.variants.find((v) => v.inventoryStatus?.inStock !== false)!;
    const choices = variant.choices!.map((choice) => choice.optionChoiceNames!.choiceName!);
    const itemOf = async () =>
      (await merchant.inventoryItemsV3.queryInventoryItems().eq('variantId', variant.id).find()).items[0]!;
    const item = await itemOf();
    await merchant.inventoryItemsV3.updateInventoryItem(item.id!, { quantity: 3, revision: item.revision });

    const direct = directPlatformCalls(page, store);
    await page.goto(`/products/${sheet.id}`);
    await page.getByRole('heading', { name: 'Linen Bed Sheet' }).waitFor();
    expect(await buyNow(page).button.isDisabled()).toBe(true);
    for (const choice of choices) await page.getByRole('radio', { name: choice, exact: true }).check();
    await buyTwoOfThree(store, page, 'Linen Bed Sheet', 'buy-now-v3');

    expect(direct).toEqual([]);
    expect((await itemOf()).quantity).toBe(1);
    for (const choice of choices) await page.getByRole('radio', { name: choice, exact: true }).check();
    await expect.poll(() => buyNow(page).available.innerText()).toBe('1 available');
  });

  it('logs no errors on the way', () => {
    expect(journey.problems).toEqual([]);
  });
});

describe('a shopper buying on a V1 store', () => {
  const journey = storeJourney('v1');

  it('buys two of a variant with three in stock, and the stock goes down to one', async () => {
    const { page, store } = journey;
    const merchant = merchantClient(store);
    const shirt = (await merchant.products.queryProducts().eq('name', 'Linen Shirt').find()).items[0]!;
    const variant = shirt.variants!.find((v) => v.choices?.Size === 'M' && v.choices?.Color === 'Olive')!;
    await merchant.inventory.updateInventoryVariants(shirt.id!, {
      trackQuantity: true,
      variants: [{ variantId: variant.id!, quantity: 3 }],
    });

    const direct = directPlatformCalls(page, store);
    await page.goto(`/products/${shirt.id}`);
    await page.getByRole('heading', { name: 'Linen Shirt' }).waitFor();
    await page.getByRole('radio', { name: 'M', exact: true }).check({ force: true });
    await page.getByRole('radio', { name: 'Olive', exact: true }).check({ force: true });
    await buyTwoOfThree(store, page, 'Linen Shirt', 'buy-now-v1');

    expect(direct).toEqual([]);
    const stock = await merchant.inventory.getInventoryVariants(shirt.inventoryItemId!, { variantIds: [variant.id!] });
    expect(stock.inventoryItem?.variants?.[0]?.quantity).toBe(1);
  });

  it('logs no errors on the way', () => {
    expect(journey.problems).toEqual([]);
  });
});
