import type { Page } from 'playwright-core';

export interface ProductCard {
  name: string;
  /** The full price, before any discount (what the price filter and sort use). */
  price: number;
  stock: string;
}

/** What the storefront grid shows now (an empty list while there is no grid). */
export async function productCards(page: Page): Promise<ProductCard[]> {
  const grid = page.getByRole('list', { name: 'Products' });
  if ((await grid.count()) === 0) return [];
  return grid.evaluate((list) =>
    [...list.querySelectorAll('li')].map((card) => {
      const price = card.querySelector('.price del') ?? card.querySelector('.price strong');
      return {
        name: card.querySelector('h3')?.textContent ?? '',
        price: Number((price?.textContent ?? '').replace(/[^0-9.]/g, '')),
        stock: card.querySelector('.stock')?.textContent ?? '',
      };
    }),
  );
}

/**
 * Waits until the grid shows a finished result that satisfies `expected` (filters apply after a short pause in
 * typing, and the previous page stays on screen while the next one loads).
 */
export async function cardsWhen(
  page: Page,
  expected: (cards: ProductCard[]) => boolean,
  timeoutMs = 15_000,
): Promise<ProductCard[]> {
  const deadline = Date.now() + timeoutMs;
  let last: ProductCard[] = [];
  while (Date.now() < deadline) {
    const busy = await page.locator('.catalog-results[aria-busy="true"]').count();
    last = await productCards(page);
    if (busy === 0 && last.length > 0 && expected(last)) return last;
    await page.waitForTimeout(100);
  }
  throw new Error(`The product grid never matched; it last showed ${JSON.stringify(last.map((c) => c.name))}`);
}
