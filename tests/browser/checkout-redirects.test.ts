import { beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../generated/types.gen.js';
import { createSiteClient, OAuthStrategy } from '../../src/index.js';
import { openOnApp, waitForPageTools, type AppPage } from './support/browser-flows.js';
import { REDIRECT_INTENTS, redirectIntentCase, type RedirectCallbacks } from './support/redirect-intents.js';
import { REDIRECT_SESSION_PATH, requestsTo } from './support/sandbox-traffic.js';
import { useBrowserFlows } from './support/browser-suite.js';

const suite = useBrowserFlows();

let opened: AppPage;
let product: Product;
let callbacks: RedirectCallbacks;

beforeAll(async () => {
  opened = await suite.openAppPage('/cart');
  const visitor = createSiteClient({
    auth: OAuthStrategy({ clientId: suite.flows.sandbox.clientId }),
    baseURL: suite.flows.sandbox.url,
  });
  product = (await visitor.products.queryProducts().ascending('name').limit(1).find()).items[0]!;
  callbacks = {
    thankYouPageUrl: `${suite.flows.app.url}/thank-you?order=1`,
    postFlowUrl: `${suite.flows.app.url}/cart`,
  };
});

describe('checkout and booking redirects land on the sandbox page for their intent', () => {
  it.each(REDIRECT_INTENTS)('%s', async (intent) => {
    const entry = redirectIntentCase(intent, callbacks, product.slug!);
    const { page, sandboxRequests } = opened;
    await openOnApp(page, `${suite.flows.app.url}/cart`);
    const before = requestsTo(sandboxRequests, 'POST', REDIRECT_SESSION_PATH).length;

    const session = await page.evaluate(
      async (request) =>
        (await window.pageTools.createClient().redirects.createRedirectSession(request)).redirectSession,
      entry.request,
    );
    const sent = requestsTo(sandboxRequests, 'POST', REDIRECT_SESSION_PATH).slice(before);
    expect(sent.map((request) => request.body)).toEqual([{ [intent]: entry.payload, callbacks }]);
    expect(session.urlDetails?.endpoint).toBe(`${suite.flows.sandbox.url}/_sandbox/hosted${entry.pagePath}`);

    await page.goto(session.fullUrl);
    const landed = new URL(page.url());
    expect(landed.origin).toBe(suite.flows.sandbox.url);
    expect(landed.pathname).toBe(`/_sandbox/hosted${entry.pagePath}`);
    await page.getByRole('heading', { level: 1, name: entry.title }).waitFor();
    const shown = page.locator('pre');
    expect(JSON.parse(await shown.nth(0).innerText())).toEqual(entry.payload);
    expect(JSON.parse(await shown.nth(1).innerText())).toEqual(callbacks);
    if (intent === 'storesProduct') {
      await page.getByText(`${product.name} — $${product.priceData!.price!.toFixed(2)}`).waitFor();
    }

    await Promise.all([
      page.waitForURL(callbacks[entry.onward.callback]),
      page.getByRole('link', { name: entry.onward.label }).click(),
    ]);
    expect(page.url()).toBe(callbacks[entry.onward.callback]);
    await waitForPageTools(page);
  });
});

describe('the store checkout redirect', () => {
  it('carries the checkout the client created, whose page shows its line items and leads back to the site', async () => {
    const { page, sandboxRequests } = opened;
    await openOnApp(page, `${suite.flows.app.url}/cart`);
    const before = requestsTo(sandboxRequests, 'POST', REDIRECT_SESSION_PATH).length;
    const lineItems = [
      {
        quantity: 2,
        catalogReference: {
          catalogItemId: product.id!,
          appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e',
          options: { variantId: product.variants![0]!.id! },
        },
      },
    ];
    const session = await page.evaluate(
      async ({ lineItems, callbacks }) => {
        const site = window.pageTools.createClient();
        const { checkout } = await site.checkout.createCheckout({ lineItems, channelType: 'WEB' });
        return (await site.redirects.createRedirectSession({ ecomCheckout: { checkoutId: checkout!.id! }, callbacks }))
          .redirectSession;
      },
      { lineItems, callbacks },
    );
    const sent = requestsTo(sandboxRequests, 'POST', REDIRECT_SESSION_PATH).slice(before);
    expect(sent).toHaveLength(1);
    expect(session.urlDetails?.endpoint).toBe(`${suite.flows.sandbox.url}/_sandbox/hosted/checkout/ecom`);

    await page.goto(session.fullUrl);
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    const row = page.locator('tr[data-line-item]');
    await row.getByText(product.name!).waitFor();
    expect(await row.locator('td').nth(1).innerText()).toBe('2');
    await Promise.all([
      page.waitForURL(callbacks.postFlowUrl),
      page.getByRole('link', { name: 'Back to the shop' }).click(),
    ]);
    await waitForPageTools(page);
  });
});
