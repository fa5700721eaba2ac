import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cardsWhen } from './support/catalog-reader.js';
import { storeJourney, visitorClient } from './support/store-under-test.js';
import { pageAtWidth, WIDTHS } from './support/viewport.js';

const journey = storeJourney('v3');

interface SearchSent {
  search?: { sort?: unknown; search?: { expression?: string; fuzzy?: boolean } };
}

/** What a products search request asks: its body, or the `.r` parameter of its GET form (base64url JSON). */
function searchOf(request: { url(): string; postDataJSON(): unknown }): SearchSent {
  const query = new URL(request.url()).searchParams.get('.r');
  if (query) return JSON.parse(Buffer.from(query, 'base64url').toString('utf8')) as SearchSent;
  return request.postDataJSON() as SearchSent;
}

/** Every products search the page sends while `act` runs. */
async function searchesSent(page: Page, act: () => Promise<void>): Promise<SearchSent[]> {
  const bodies: SearchSent[] = [];
  const listener = (request: { url(): string; postDataJSON(): unknown }) => {
    if (request.url().includes('/stores/v3/products/search')) bodies.push(searchOf(request));
  };
  page.on('request', listener);
  await act();
  page.off('request', listener);
  return bodies;
}

describe.each(WIDTHS)('searching the v3 shop at %i px', (width) => {
  const view = pageAtWidth(() => journey.store, width);

  it('asks the platform for its own ranking under “Best match”: no sort, and the exact name first', async () => {
    const { page } = view;
    const sent = await searchesSent(page, async () => {
      await page.goto('/?q=Ceramic%20Salt%20Cellar');
      await cardsWhen(page, (cards) => cards.length > 0);
    });
    expect(sent.length).toBeGreaterThan(0);
    for (const body of sent) expect(body.search?.sort).toBeUndefined();
    const cards = await cardsWhen(page, (shown) => shown.length > 0);
    expect(cards[0]!.name).toBe('Ceramic Salt Cellar');
  });

  it('finds a brand’s products by the brand’s name, as the search box says', async () => {
    const { page } = view;
    expect(await page.getByLabel('Search products').getAttribute('placeholder')).toContain('brand');
    const { items } = await visitorClient(journey.store)
      .productsV3.searchProducts()
      .eq('visible', true)
      .eq('brand.name', 'Verde Botanics')
      .limit(100)
      .find();
    expect(items.length).toBeGreaterThan(1);
    await page.goto('/?q=Verde%20Botanics');
    const cards = await cardsWhen(page, (shown) => shown.length > 0);
    expect(cards.map((card) => card.name)).toEqual(expect.arrayContaining(items.map((p) => p.name)));
  });

  it('finds a product typed with one letter wrong: the shop asks for a fuzzy search', async () => {
    const { page } = view;
    const sent = await searchesSent(page, async () => {
      await page.goto('/?q=linnen%20shirt');
      await cardsWhen(page, (cards) => cards.some((card) => card.name === 'Linen Shirt'));
    });
    expect(sent.map((body) => body.search?.search)).toContainEqual({ expression: 'linnen shirt', fuzzy: true });
  });

  it('raises no page error', () => {
    expect(view.pageErrors).toEqual([]);
  });
});
