import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { waitForHydration, type StoreUnderTest } from './store-under-test.js';

/** The widths every storefront journey runs at: a laptop and a phone. */
export const WIDTHS = [1280, 390] as const;

/**
 * A page of its own at this width for the store's journey, opened before the tests of the surrounding `describe`
 * and closed after them, recording uncaught page errors. `store` is read when the tests start.
 */
export function pageAtWidth(store: () => StoreUnderTest, width: number) {
  const view = {} as { page: Page; pageErrors: string[] };
  beforeAll(async () => {
    const context = await store().browser.newContext({
      baseURL: store().app.url,
      viewport: { width, height: 844 },
    });
    view.page = await context.newPage();
    waitForHydration(view.page);
    view.pageErrors = [];
    view.page.on('pageerror', (error) => view.pageErrors.push(error.message));
  });
  afterAll(async () => {
    await view.page?.context().close();
  });
  return view;
}

/** How far the page is wider than its window: 0 when nothing scrolls sideways. */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * Scrolls through the page so lazy images start, then waits until every image has loaded with real pixels
 * (`naturalWidth > 0`); answers how many images there are and the addresses of those that did not load.
 */
export async function imagesOf(page: Page): Promise<{ count: number; broken: string[] }> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
  const read = () =>
    page.evaluate(() => ({
      count: document.images.length,
      broken: [...document.images].filter((image) => !image.complete || image.naturalWidth === 0).map((i) => i.src),
    }));
  const deadline = Date.now() + 10_000;
  let images = await read();
  while (images.broken.length > 0 && Date.now() < deadline) {
    await page.waitForTimeout(200);
    images = await read();
  }
  return images;
}
