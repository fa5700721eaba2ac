import { beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutLineItemInput } from '../../generated/types.gen.js';
import { getSiteContext, isSiteRequestValidationError, OAuthStrategy, type SiteClient } from '../../src/index.js';
import type { OAuthAuth } from '../../src/index.js';
import type { RecordedResponse } from './support/prism-client.js';
import { acceptedCalls, prismSiteClient } from './support/prism-site-client.js';

const CLIENT_ID = '5f3a9c1e-7b2d-4e8f-a6c0-9d1b3e5f7a24';

const lineItem: CheckoutLineItemInput = {
  quantity: 2,
  catalogReference: {
    catalogItemId: '9f4c1b2e-4a7d-4f5e-9a61-2f0b6f7f1d2a',
    appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e',
    options: { variantId: '00000000-0000-0000-0000-000000000000' },
  },
};

describe('the checkout against the contract (Prism)', () => {
  let site: SiteClient<OAuthAuth>;
  const seen: RecordedResponse[] = [];
  const { expectAccepted, passOver } = acceptedCalls(seen);

  beforeAll(() => {
    site = prismSiteClient(OAuthStrategy({ clientId: CLIENT_ID }), seen);
  });

  it('site.checkout.createCheckout, then the store checkout redirect with its id', async () => {
    const { checkout } = await site.checkout.createCheckout({ lineItems: [lineItem], channelType: 'WEB' });
    expect(checkout?.id).toBeTruthy();
    const { redirectSession } = await site.redirects.createRedirectSession({
      ecomCheckout: { checkoutId: checkout!.id! },
      callbacks: { thankYouPageUrl: 'https://shop.example.com/thank-you', postFlowUrl: 'https://shop.example.com/' },
    });
    expect(redirectSession.fullUrl).toMatch(/^https?:\/\//);
    expectAccepted('POST /oauth2/token', 'POST /ecom/v1/checkouts', 'POST /_api/redirects-api/v1/redirect-session');
  });

  it('names the option a bad request lacks before sending it', async () => {
    const failure = await site.checkout
      .createCheckout({ lineItems: [{ ...lineItem, quantity: 0 }] } as never)
      .catch((error: unknown) => error);
    expect(isSiteRequestValidationError(failure)).toBe(true);
    const fields = (failure as { fieldViolations: Array<{ field: string }> }).fieldViolations.map((v) => v.field);
    expect(fields.sort()).toEqual(['options.channelType', 'options.lineItems.0.quantity']);
  });

  it('Prism does validate: a checkout without line items (sent around the generated validator) is refused', async () => {
    const error = await getSiteContext(site)
      .client.instance.post('/ecom/v1/checkouts', { lineItems: [], channelType: 'WEB' })
      .catch((caught: unknown) => caught);
    expect([400, 422]).toContain((error as { status?: number }).status);
    passOver();
  });
});
