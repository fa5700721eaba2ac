import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SiteClient } from '../../src/index.js';
import { sampleShirt } from '../support/sample-products.js';
import { merchantClient, saveScreenshot, visitorClient } from './support/store-under-test.js';
import { managerJourney } from './support/staff-sign-in.js';

const journey = managerJourney('v1');
/** The store read with the API key, without the app, to check what the app shows and wrote. */
const merchant = (): SiteClient => merchantClient(journey.store);

const optionLabels = (select: ReturnType<Page['getByLabel']>) =>
  select.locator('option').evaluateAll((options) => options.map((option) => option.textContent ?? ''));

describe('collections come from the platform', () => {
  it('the storefront’s collection filter lists what queryCollections answers, including one made just now', async () => {
    const visitor = visitorClient(journey.store);
    const listed = [];
    for await (const collection of await visitor.collections.queryCollections().ascending('name').find()) {
      listed.push(collection.name!);
    }
    await journey.page.goto('/');
    const picker = journey.page.getByLabel('Collection');
    // The journey's first page: the dev server compiles the shop's modules on this first visit.
    await expect.poll(() => optionLabels(picker)).toEqual(['All collections', ...listed]);

    await merchant().collections.createCollection({ name: 'Night Market', slug: 'night-market' });
    await merchant().collections.createCollection({ name: 'Staff Only', slug: 'staff-only', visible: false });
    await journey.page.reload();
    await expect.poll(() => optionLabels(picker)).toContain('Night Market');
    expect(await optionLabels(picker)).not.toContain('Staff Only');
    await picker.selectOption({ label: 'Night Market' });
    await journey.page.waitForURL(/collection=night-market/);
  });

  it('the manager’s collections table lists every collection, hidden ones too', async () => {
    await journey.page.goto('/manage/collections');
    const table = journey.page.getByRole('table', { name: 'Collections' });
    await table.getByRole('link', { name: 'Staff Only' }).waitFor();
    await table.getByRole('link', { name: 'Night Market' }).waitFor();
    const total = (await merchant().collections.queryCollections().find()).totalCount;
    expect(await table.locator('tbody tr').count()).toBe(total);
  });
});

describe('a merchant edits stock per variant', () => {
  it('sets a quantity, adds one and takes one, and the product the platform answers agrees', async () => {
    const { product } = await merchant().products.createProduct({
      ...sampleShirt('Stock Test Tee'),
      manageVariants: true,
    });
    const id = product!.id!;
    const quantityOf = async (label: string) => {
      const read = await merchant().products.getProduct(id);
      return read.product!.variants!.find((v) => Object.values(v.choices ?? {}).join(' / ') === label)?.stock?.quantity;
    };
    await journey.page.goto(`/manage/products/${id}`);
    const stock = journey.page.getByRole('table', { name: 'Stock' });
    await stock.waitFor();
    await expect.poll(() => stock.getByLabel('Quantity of S / Black', { exact: true }).textContent()).toBe('5');

    await journey.page.getByLabel('New quantity of S / Black').fill('7');
    await journey.page.getByRole('button', { name: 'Set the quantity of S / Black' }).click();
    await expect.poll(() => stock.getByLabel('Quantity of S / Black', { exact: true }).textContent()).toBe('7');
    expect(await quantityOf('S / Black')).toBe(7);

    await journey.page.getByRole('button', { name: 'Add one of M / Black' }).click();
    await expect.poll(() => stock.getByLabel('Quantity of M / Black', { exact: true }).textContent()).toBe('6');
    await journey.page.getByRole('button', { name: 'Take one of S / Black' }).click();
    await expect.poll(() => stock.getByLabel('Quantity of S / Black', { exact: true }).textContent()).toBe('6');
    expect([await quantityOf('S / Black'), await quantityOf('M / Black')]).toEqual([6, 6]);

    await journey.page.getByLabel('New quantity of M / Black').fill('0');
    await journey.page.getByRole('button', { name: 'Set the quantity of M / Black' }).click();
    await expect.poll(() => stock.getByLabel('Quantity of M / Black', { exact: true }).textContent()).toBe('0');
    await expect
      .poll(() => journey.page.getByRole('button', { name: 'Take one of M / Black' }).isDisabled())
      .toBe(true);
    await saveScreenshot(journey.page, 'manager-stock', stock);
    const read = await merchant().products.getProduct(id);
    expect(read.product?.stock).toMatchObject({ quantity: 6 + 4 * 5, inventoryStatus: 'PARTIALLY_OUT_OF_STOCK' });
  });
});

describe('abandoned carts', () => {
  it('shows the demo store’s carts in a table with the abandoned and recovered totals', async () => {
    const { abandonedCarts = [] } = await merchant().abandonedCarts.queryAbandonedCarts();
    const sum = (status: string) =>
      abandonedCarts
        .filter((cart) => cart.status === status)
        .reduce((total, cart) => total + Number(cart.total!.replace(/[^\d.]/g, '')), 0)
        .toFixed(2);
    await journey.page.getByRole('link', { name: 'Abandoned carts' }).click();
    const table = journey.page.getByRole('table', { name: 'Abandoned carts' });
    await table.waitFor();
    expect(await table.locator('tbody tr').count()).toBe(abandonedCarts.length);
    await table.getByRole('cell', { name: 'sam.okafor@example.com' }).waitFor();
    expect(await table.getByLabel('Abandoned total').textContent()).toBe(`$${sum('ABANDONED')}`);
    expect(await table.getByLabel('Recovered total').textContent()).toBe(`$${sum('RECOVERED')}`);
    await saveScreenshot(journey.page, 'manager-abandoned-carts', table);
    expect(journey.problems).toEqual([]);
  });
});
