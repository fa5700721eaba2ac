import { beforeAll, describe, expect, it } from 'vitest';
import { isSiteValidationError, type ProductV3 } from '../../../src/index.js';
import { sampleShirtV3 } from '../../support/sample-products-v3.js';
import { siteErrorOf } from '../support/errors.js';
import { openPage, submitForm } from '../support/hosted-pages.js';
import { useSandboxUnderTest } from '../support/sandbox-under-test.js';
import { useStoreClients } from '../support/store-clients.js';

const SITE = 'http://127.0.0.1:5173';
const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';

const sandbox = useSandboxUnderTest('demo', { catalog: 'v3' });
const clients = useStoreClients(sandbox);
let shirt: ProductV3;
beforeAll(async () => {
  shirt = await clients.admin.site.productsV3.createProduct(sampleShirtV3('Checkout Shirt V3'));
  const { items } = await clients.admin.site.inventoryItemsV3.queryInventoryItems().eq('productId', shirt.id).find();
  await clients.admin.site.inventoryItemsV3.bulkUpdateInventoryItems(
    items.map((item) => ({ inventoryItem: { id: item.id, revision: item.revision, quantity: 3 } })),
  );
});

const lineFor = (variantId: string, quantity: number) => ({
  quantity,
  catalogReference: { catalogItemId: shirt.id!, appId: STORES_APP_ID, options: { variantId } },
});

describe('site.checkout.createCheckout', () => {
  it('creates a checkout a visitor buys through the store checkout redirect, and the stock goes down', async () => {
    const { site } = clients.visitor;
    const variant = shirt.variantsInfo!.variants![0]!;
    const { checkout } = await site.checkout.createCheckout({
      lineItems: [lineFor(variant.id!, 2)],
      channelType: 'WEB',
    });
    expect(checkout?.lineItems?.[0]).toMatchObject({
      quantity: 2,
      productName: { original: 'Checkout Shirt V3' },
      availability: { status: 'AVAILABLE', quantityAvailable: 3 },
    });
    const { redirectSession } = await site.redirects.createRedirectSession({
      ecomCheckout: { checkoutId: checkout!.id! },
      callbacks: { thankYouPageUrl: `${SITE}/checkout/thank-you`, postFlowUrl: `${SITE}/` },
    });
    const page = await openPage(redirectSession.fullUrl!);
    expect(page.html).toContain('Checkout Shirt V3');
    const placed = await submitForm(redirectSession.fullUrl!, page, {});
    expect(placed.location?.startsWith(`${SITE}/checkout/thank-you?orderId=`)).toBe(true);
    const item = await clients.admin.site.inventoryItemsV3.queryInventoryItems().eq('variantId', variant.id).find();
    expect(item.items[0]?.quantity).toBe(1);
  });

  it('names the option of a bad line item', async () => {
    const failure = await siteErrorOf(
      clients.visitor.site.checkout.createCheckout({
        lineItems: [{ quantity: 1, catalogReference: { catalogItemId: shirt.id!, appId: '' } }],
        channelType: 'WEB',
      }),
    );
    expect(isSiteValidationError(failure) && failure.fieldViolations.map((v) => v.field)).toEqual([
      'options.lineItems.0.catalogReference.appId',
    ]);
  });
});
