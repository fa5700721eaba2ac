import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { saveScreenshot } from './store-under-test.js';

/** A phone's screen, in CSS pixels. */
export const PHONE = { width: 390, height: 844 };

export /** No part of the page is wider than the screen: nothing to scroll sideways (the failure names what sticks out). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => {
    const screen = window.innerWidth;
    const scrolls = (element: Element) => getComputedStyle(element).overflowX !== 'visible';
    const inScrollBox = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement)
        if (scrolls(parent)) return true;
      return false;
    };
    const culprits = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > screen + 1 && !inScrollBox(element))
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
    return { width: document.documentElement.scrollWidth, culprits };
  });
  expect(overflow).toEqual({ width: await page.evaluate(() => window.innerWidth), culprits: [] });
}

/** Every picture on the page has loaded. */
export async function expectImagesLoaded(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.images].filter((image) => !image.complete || image.naturalWidth === 0).map((i) => i.src),
      ),
    )
    .toEqual([]);
}

/**
 * Opens each manager page at a phone's width and checks it: no sideways scrolling, not even inside a table's box,
 * every link of the manager's menu on screen, and a screenshot (`<prefix>-<name>.png`).
 */
export async function visitAtPhoneWidth(page: Page, prefix: string, pages: ReadonlyArray<readonly [string, string]>) {
  await page.setViewportSize(PHONE);
  for (const [name, path] of pages) {
    await page.goto(path);
    const nav = page.getByRole('navigation', { name: 'Store manager' });
    await page.locator('main h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    await saveScreenshot(page, `${prefix}-${name}`, nav);
    await expectNoSidewaysScroll(page);
    await expectNoScrollBoxes(page);
    for (const link of await nav.getByRole('link').all()) {
      const box = (await link.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    }
  }
}

/**
 * Nothing inside `main` scrolls sideways in a box of its own (an element whose overflow-x is auto or scroll and that
 * holds more than it shows): on a phone, what a table hides in its scroll box is as far away as off the page.
 */
export async function expectNoScrollBoxes(page: Page) {
  const boxes = await page.locator('main').evaluate((main) =>
    [main, ...main.querySelectorAll('*')]
      .filter((element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX))
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${element.className} (${element.scrollWidth} px in ${element.clientWidth} px)`,
      ),
  );
  expect(boxes).toEqual([]);
}

/**
 * Each product of the manager's products table shows, within the screen, its selection checkbox, its name (the link
 * to its editor) and its price, and labels its price and stock: what a merchant on a phone reads and acts on without
 * swiping, with the table's header out of sight. Answers the products' names.
 */
export async function expectProductsOnScreen(page: Page): Promise<string[]> {
  const table = page.getByRole('table', { name: 'Products' });
  await table.locator('tbody tr').first().waitFor();
  const rows = await table.evaluate((element) => {
    const headers = [...element.querySelectorAll('thead th')].map((th) => th.textContent?.replace(/[▲▼]/g, '').trim());
    const price = headers.indexOf('Price');
    const onScreen = (part: Element | null | undefined) => {
      const box = part?.getBoundingClientRect();
      return Boolean(box && box.width > 0 && box.left >= 0 && box.right <= window.innerWidth + 1);
    };
    return [...element.querySelectorAll('tbody tr')].map((row) => {
      const link = row.querySelector('.name-cell a');
      const parts = {
        checkbox: row.querySelector('input[type="checkbox"]'),
        'name and edit link': link,
        price: row.querySelectorAll('td')[price],
      };
      const off = Object.entries(parts).filter(([, part]) => !onScreen(part));
      // A value without its header in sight says what it is by the label the stylesheet puts before it.
      const labels = [...row.querySelectorAll('td')].map((cell) => getComputedStyle(cell, '::before').content);
      const unlabelled = ['Price', 'Stock'].filter((label) => !labels.some((shown) => shown.includes(label)));
      return {
        name: link?.textContent ?? '',
        off: [...off.map(([what]) => what), ...unlabelled.map((l) => `${l} label`)],
      };
    });
  });
  expect(rows.filter((row) => row.off.length > 0)).toEqual([]);
  return rows.map((row) => row.name);
}

/**
 * The manager's products page at a phone's width (the page's own width): each product of the first page (`names`,
 * in the table's order) on screen as one block, its pictures loaded, nothing scrolling sideways, not even after a
 * product is ticked and the bulk edit panel opens; a screenshot (`<screenshot>.png`).
 */
export async function expectProductsPageFitsPhone(page: Page, names: Array<string | undefined>, screenshot: string) {
  await page.goto('/manage/products');
  expect(await expectProductsOnScreen(page)).toEqual(names);
  await expectImagesLoaded(page);
  await expectNoSidewaysScroll(page);
  await expectNoScrollBoxes(page);
  const table = page.getByRole('table', { name: 'Products' });
  await table.locator('tbody tr').first().getByRole('checkbox').check();
  await page.getByRole('form', { name: 'Bulk edit' }).waitFor();
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, screenshot, table);
}
