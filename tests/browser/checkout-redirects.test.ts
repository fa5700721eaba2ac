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
