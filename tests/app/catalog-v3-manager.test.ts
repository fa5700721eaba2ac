import { describe, expect, it } from 'vitest';
import type { SiteClient } from '../../src/index.js';
import { expectProductsPageFitsPhone, PHONE } from './support/page-checks.js';
import { merchantClient, saveScreenshot } from './support/store-under-test.js';
import { managerJourney, managerPageAtWidth } from './support/staff-sign-in.js';

const journey = managerJourney('v3');
const merchant = (): SiteClient => merchantClient(journey.store);
const table = (name: string) => journey.page.getByRole('table', { name });
const rowNames = (name: string) => table(name).locator('tbody th').allInnerTexts();
const productNames = () => table('Products').locator('tbody .name-cell a').allInnerTexts();

async function productBySlug(slug: string) {
  const { product } = await merchant().productsV3.getProductBySlug(slug, { fields: ['VARIANT_OPTION_CHOICE_NAMES'] });
  return product!;
}

describe('a merchant managing a catalog v3 store', () => {
  it('pages through every product, hidden ones included, as the platform sorts them', async () => {
    const { page } = journey;
    await page.goto('/manage/products');
    await page.getByLabel('Sort by').selectOption('name');
    const first = await merchant().productsV3.searchProducts().ascending('name').limit(10).find();
    const firstNames = first.items.map((p) => p.name ?? '');
    await expect.poll(productNames).toEqual(firstNames);
    await saveScreenshot(page, 'manager-v3-products', table('Products'));

    await page.getByRole('button', { name: 'Next' }).click();
    const second = (await first.next()).items.map((p) => p.name ?? '');
    await expect.poll(productNames).toEqual(second);
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect.poll(productNames).toEqual(firstNames);
  });

  it('adds a choice and prices its new variants in one save of options and variants', async () => {
    const { page } = journey;
    const shorts = await productBySlug('linen-shorts');
    const sizes = shorts.options!.find((option) => option.name === 'Size')!;
    const colors = shorts.options!.find((option) => option.name === 'Color')!.choicesSettings!.choices!;
    await page.getByLabel('Search').fill('shorts');
    await page.getByRole('link', { name: 'Linen Shorts' }).click();
    await page.getByRole('heading', { name: 'Linen Shorts' }).waitFor();
    const sizeChoices = page.getByLabel('Choices of Size');
    expect(await sizeChoices.inputValue()).toBe(sizes.choicesSettings!.choices!.map((c) => c.name).join(', '));
    await expect
      .poll(() => rowNames('Variants').then((rows) => rows.length))
      .toBe(shorts.variantsInfo!.variants.length);

    await sizeChoices.fill(`${await sizeChoices.inputValue()}, XL`);
    await expect
      .poll(() => rowNames('Variants').then((rows) => rows.length))
      .toBe(shorts.variantsInfo!.variants.length + colors.length);
    // New variants start from the first variant's prices, its compare-at price included: raised together here.
    for (const color of colors) {
      await page.getByLabel(`Price of XL / ${color.name}`, { exact: true }).fill('61.5');
      await page.getByLabel(`Compare-at price of XL / ${color.name}`, { exact: true }).fill('76.9');
    }
    await page.getByRole('button', { name: 'Save options and variants' }).click();

    await expect.poll(async () => (await productBySlug('linen-shorts')).revision).not.toBe(shorts.revision);
    const saved = await productBySlug('linen-shorts');
    const xl = saved.variantsInfo!.variants.filter((v) =>
      v.choices!.some((c) => c.optionChoiceNames?.choiceName === 'XL'),
    );
    expect(xl).toHaveLength(colors.length);
    expect(xl.map((v) => Number(v.price.actualPrice.amount))).toEqual(colors.map(() => 61.5));
    expect(xl.map((v) => Number(v.price.compareAtPrice?.amount))).toEqual(colors.map(() => 76.9));
    const kept = shorts.variantsInfo!.variants.map((v) => v.id).sort();
    expect(saved.variantsInfo!.variants.map((v) => v.id).filter((id) => kept.includes(id))).toHaveLength(kept.length);
    await page.getByLabel('Choices of Size').waitFor();
    expect(await page.getByLabel('Choices of Size').inputValue()).toMatch(/, XL$/);
  });

  it('sets, adds and takes stock per variant and location through its inventory items', async () => {
    const { page } = journey;
    const shorts = await productBySlug('linen-shorts');
    const variant = shorts.variantsInfo!.variants[0]!;
    const label = variant.choices!.map((c) => c.optionChoiceNames?.choiceName).join(' / ');
    const item = async () =>
      (await merchant().inventoryItemsV3.queryInventoryItems().eq('variantId', variant.id).find()).items[0]!;
    const stock = page.getByRole('region', { name: 'Stock' });
    await expect
      .poll(() => stock.getByRole('table', { name: 'Stock' }).locator('tbody th').allInnerTexts())
      .toContain(label);
    expect(await stock.getByRole('row', { name: label }).innerText()).toContain('Store location');

    await stock.getByLabel(`Quantity of ${label}`).fill('7');
    await stock.getByRole('row', { name: label }).getByRole('button', { name: 'Set' }).click();
    await expect.poll(async () => (await item()).quantity).toBe(7);
    expect((await item()).trackQuantity).toBe(true);

    await stock.getByRole('button', { name: `Add one ${label}` }).click();
    await expect.poll(async () => (await item()).quantity).toBe(8);
    await stock.getByRole('button', { name: `Take one ${label}` }).click();
    await expect.poll(async () => (await item()).quantity).toBe(7);
    await expect.poll(() => stock.getByLabel(`Quantity of ${label}`).inputValue()).toBe('7');
    await saveScreenshot(page, 'manager-v3-stock', stock);
  });

  it('logs no errors on the way', () => {
    expect(journey.problems).toEqual([]);
  });
});

// A tablet held upright is narrower than the products table.
describe.each([
  ['a phone', PHONE.width],
  ['a tablet', 768],
])('a merchant managing a catalog v3 store on %s', (_, width) => {
  const view = managerPageAtWidth(() => journey.store, width);

  it('reads each product as one block, checkbox, picture, name, price and stock on screen, nothing to swipe', async () => {
    const { items } = await merchant().productsV3.searchProducts().descending('updatedDate').limit(10).find();
    await expectProductsPageFitsPhone(
      view.page,
      items.map((product) => product.name),
      `manager-v3-products-${width}`,
    );
    expect(view.pageErrors).toEqual([]);
  });
});
