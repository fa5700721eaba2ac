import { describe, expect, it } from 'vitest';
import type { ProductsV3SearchBuilder, SiteClient } from '../../src/index.js';
import { cardsWhen } from './support/catalog-reader.js';
import { merchantClient, saveScreenshot, storeJourney, visitorClient } from './support/store-under-test.js';

const journey = storeJourney('v3');
/** The same v3 catalog as a visitor sees it, read without the app, to check what the app shows. */
const visitor = (): SiteClient => visitorClient(journey.store);

const names = (cards: Array<{ name: string }>) => cards.map((card) => card.name);
const platformNames = async (search: ProductsV3SearchBuilder) => (await search.find()).items.map((p) => p.name ?? '');
const storefrontSearch = () => visitor().productsV3.searchProducts().eq('visible', true).limit(12);

describe('a visitor browsing a catalog v3 store', () => {
  it('sees the first page, then the next one through the cursor, and back', async () => {
    const { page } = journey;
    await page.goto('/');
    const first = await cardsWhen(page, (cards) => cards.length === 12);
    const platformFirst = await storefrontSearch().find();
    expect(names(first)).toEqual(platformFirst.items.map((p) => p.name));
    await saveScreenshot(page, 'storefront-v3-catalog', page.getByRole('heading', { name: 'All products' }));

    await page.getByRole('button', { name: 'Next' }).click();
    const second = await cardsWhen(page, (cards) => cards[0]?.name !== first[0]?.name);
    expect(names(second)).toEqual((await platformFirst.next()).items.map((p) => p.name));
    await expect.poll(() => page.getByText('Page 2').count()).toBe(1);

    await page.getByRole('button', { name: 'Previous' }).click();
    expect(names(await cardsWhen(page, (cards) => cards[0]?.name === first[0]?.name))).toEqual(names(first));
  });

  it('searches with free text, as the platform searches', async () => {
    const { page } = journey;
    const expected = await platformNames(storefrontSearch().search('linen'));
    expect(expected.filter((name) => /linen/i.test(name)).length).toBeGreaterThan(3);
    await page.getByLabel('Search products').fill('linen');
    await cardsWhen(page, (cards) => names(cards).join() === expected.join());
    expect(page.url()).toContain('q=linen');
    await page.getByRole('heading', { name: 'Results for “linen”' }).waitFor();
  });

  it('filters by price range and stock, and sorts by price', async () => {
    const { page } = journey;
    await page.goto('/');
    await cardsWhen(page, (cards) => cards.length === 12);
    await page.getByLabel('Minimum price').fill('20');
    await page.getByLabel('Maximum price').fill('40');
    await page.getByLabel('In stock only').check();
    await page.getByLabel('Sort by').selectOption('price-asc');
    const expected = await platformNames(
      storefrontSearch()
        .ge('actualPriceRange.minValue.amount', 20)
        .le('actualPriceRange.minValue.amount', 40)
        .in('inventory.availabilityStatus', ['IN_STOCK', 'PARTIALLY_OUT_OF_STOCK'])
        .ascending('actualPriceRange.minValue.amount'),
    );
    const shown = await cardsWhen(page, (cards) => names(cards).join() === expected.join());
    expect(shown.length).toBeGreaterThan(1);
    expect(shown.every((card) => card.stock !== 'Out of stock')).toBe(true);
    const paid = await page.locator('.product-card .price strong').allInnerTexts();
    const amounts = paid.map((text) => Number(text.replace(/[^0-9.]/g, '')));
    expect(amounts.every((amount, i) => amount >= 20 && amount <= 40 && (i === 0 || amounts[i - 1]! <= amount))).toBe(
      true,
    );
  });

  it('shows a product with its brand, ribbon, info sections, modifiers, and each variant’s price and stock', async () => {
    const { page, store } = journey;
    const merchant = merchantClient(store);
    const { product: found } = await merchant.productsV3.getProductBySlug('linen-bed-sheet', {
      fields: ['VARIANT_OPTION_CHOICE_NAMES'],
    });
    const sheet = found!;
    await merchant.productsV3.updateProduct(sheet.id!, {
      revision: sheet.revision,
      modifiers: [
        { name: 'Monogram', modifierRenderType: 'FREE_TEXT', mandatory: false, freeTextSettings: { maxCharCount: 3 } },
        {
          name: 'Gift wrap',
          modifierRenderType: 'TEXT_CHOICES',
          choicesSettings: { choices: [{ name: 'Linen ribbon', choiceType: 'CHOICE_TEXT', addedPrice: '4.50' }] },
        },
      ],
    });
    const variants = sheet.variantsInfo!.variants;
    const color = sheet.options![1]!.choicesSettings!.choices![0]!.name!;
    const picked = (v: (typeof variants)[number]) => v.choices!.map((c) => c.optionChoiceNames?.choiceName).join();
    const king = variants.find((v) => picked(v) === `King,${color}`)!;

    await page.goto(`/products/${sheet.id}`);
    await page.getByRole('heading', { name: 'Linen Bed Sheet' }).waitFor();
    await expect.poll(() => page.getByText(`by ${sheet.brand!.name}`).count()).toBe(1);
    for (const title of ['Care', 'Shipping']) await page.getByText(title, { exact: true }).waitFor();
    await page.getByLabel('Monogram').fill('ABC');
    await page.getByLabel('Gift wrap').selectOption('Linen ribbon');
    expect(await page.getByLabel('Gift wrap').innerText()).toContain('+$4.50');

    await page.getByRole('radio', { name: 'King' }).check();
    await expect
      .poll(() => page.getByRole('region', { name: 'Price and stock' }).locator('.price strong').innerText())
      .toBe('$139.00');
    await page.getByRole('radio', { name: color }).check();
    const purchase = page.getByRole('region', { name: 'Price and stock' });
    await expect
      .poll(() => purchase.locator('.price strong').innerText())
      .toBe(`$${Number(king.price.actualPrice.amount).toFixed(2)}`);
    expect(await purchase.getByRole('status').innerText()).toBe(
      king.inventoryStatus?.inStock === false ? 'Out of stock' : 'In stock',
    );
    await saveScreenshot(page, 'storefront-v3-product', page.getByRole('heading', { name: 'Linen Bed Sheet' }));
  });

  it('shows the ribbon the product carries', async () => {
    const { page } = journey;
    const { product } = await visitor().productsV3.getProductBySlug('linen-shorts');
    await page.goto(`/products/${product!.id}`);
    await page.getByRole('heading', { name: 'Linen Shorts' }).waitFor();
    expect(await page.locator('.ribbon').innerText()).toBe(product!.ribbon!.name);
  });

  it('logs no errors on the way', () => {
    expect(journey.problems).toEqual([]);
  });
});
