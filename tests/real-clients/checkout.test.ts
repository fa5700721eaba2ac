import { checkout } from '@wix/ecom';
import { redirects } from '@wix/redirects';
import { createClient, OAuthStrategy } from '@wix/sdk';
import { productsV3 } from '@wix/stores';
import { describe, expect, it } from 'vitest';
import { openPage, submitForm } from '../integration/support/hosted-pages.js';
import { useClientOnSandbox } from './support/client-on-sandbox.js';

// A shopper's Buy now with the platform's SDK as a visitor: a checkout with a catalog line item, then the store
// checkout redirect with its id, on a catalog v3 store.
const shopper = useClientOnSandbox('v3', (sandbox) =>
  createClient({ modules: { checkout, redirects, productsV3 }, auth: OAuthStrategy({ clientId: sandbox.clientId }) }),
);
const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
const SITE = 'http://127.0.0.1:5173';

describe('checkout.createCheckout', () => {
  it('creates the checkout of a product variant, whose hosted page places the order', async () => {
    const { product } = await shopper.client.productsV3.getProductBySlug('linen-bed-sheet');
    const variant = product!.variantsInfo!.variants!.find((v) => v.inventoryStatus?.inStock !== false)!;
    const created = await shopper.client.checkout.createCheckout({
      lineItems: [
        {
          quantity: 1,
          catalogReference: { catalogItemId: product!._id!, appId: STORES_APP_ID, options: { variantId: variant._id } },
        },
      ],
      channelType: 'WEB',
    });
    expect(created.lineItems?.[0]).toMatchObject({
      quantity: 1,
      productName: { original: 'Linen Bed Sheet' },
      availability: { status: 'AVAILABLE' },
    });
    expect(created.priceSummary?.total?.amount).toBe(Number(variant.price?.actualPrice?.amount).toFixed(2));

    const { redirectSession } = await shopper.client.redirects.createRedirectSession({
      ecomCheckout: { checkoutId: created._id! },
      callbacks: { thankYouPageUrl: `${SITE}/checkout/thank-you`, postFlowUrl: `${SITE}/` },
    });
    const page = await openPage(redirectSession!.fullUrl!);
    expect(page.html).toContain('Linen Bed Sheet');
    const placed = await submitForm(redirectSession!.fullUrl!, page, {});
    expect(placed.location?.startsWith(`${SITE}/checkout/thank-you?orderId=`)).toBe(true);
  });
});
