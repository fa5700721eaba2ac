import { describe, expect, it } from 'vitest';
import { sandboxDevClient } from '../../sandbox/client.js';
import { cardsWhen } from './support/catalog-reader.js';
import { storeJourney, visitorClient } from './support/store-under-test.js';
import { pageAtWidth, WIDTHS } from './support/viewport.js';

const journey = storeJourney('v3');

interface SearchSent {
  search?: { sort?: unknown; search?: { expression?: string; fuzzy?: boolean } };
}

const SEARCH_PATH = '/stores/v3/products/search';

/**
 * Every products search the platform received while `act` ran: the app server asks for the shop's page, the browser
 * for the next ones. Each is the GET form, whose `.r` parameter is the request (base64url JSON).
 */
async function searchesSent(act: () => Promise<void>): Promise<SearchSent[]> {
  const dev = sandboxDevClient(journey.store.sandbox.url);
  await dev.clearRequests();
  await act();
  const searches = (await dev.requests()).filter((request) => request.path === SEARCH_PATH);
  return searches.map((request) => {
    const query = new URLSearchParams(request.query).get('.r');
    expect(query, `${request.method} ${request.path} without its request in the address`).toBeTruthy();
    return JSON.parse(Buffer.from(query!, 'base64url').toString('utf8')) as SearchSent;
  });
}

describe.each(WIDTHS)('searching the v3 shop at %i px', (width) => {
  const view = pageAtWidth(() => journey.store, width);

  it('asks the platform for its own ranking under “Best match”: no sort, and the exact name first', async () => {
    const { page } = view;
    const sent = await searchesSent(async () => {
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
    const sent = await searchesSent(async () => {
      await page.goto('/?q=linnen%20shirt');
      await cardsWhen(page, (cards) => cards.some((card) => card.name === 'Linen Shirt'));
    });
    expect(sent.map((body) => body.search?.search)).toContainEqual({ expression: 'linnen shirt', fuzzy: true });
  });

  it('raises no page error', () => {
    expect(view.pageErrors).toEqual([]);
  });
});
