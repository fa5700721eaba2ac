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
 * Opens each manager page at a phone's width and checks it: no sideways scrolling, every link of the manager's menu
 * on screen, and a screenshot (`<prefix>-<name>.png`).
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
    for (const link of await nav.getByRole('link').all()) {
      const box = (await link.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    }
  }
}
