import type { CheckoutLineItemInput } from 'sitekit';
import { useSiteMutation } from 'sitekit/react';
import { appUrl } from '../lib/app-urls';

/**
 * Buys now: creates the platform's checkout with the line items, then sends the shopper to its hosted checkout page
 * (the store checkout redirect carries the checkout's id). The thank-you page is the app's; Back to the shop returns
 * to the page the shopper was on.
 */
export function useCheckoutRedirect() {
  const buy = useSiteMutation(
    async (site, lineItems: CheckoutLineItemInput[]) => {
      const { checkout } = await site.checkout.createCheckout({ lineItems, channelType: 'WEB' });
      const { redirectSession } = await site.redirects.createRedirectSession({
        ecomCheckout: { checkoutId: checkout!.id! },
        callbacks: { thankYouPageUrl: appUrl('/checkout/thank-you'), postFlowUrl: window.location.href },
      });
      return redirectSession.fullUrl!;
    },
    { onSuccess: (fullUrl) => window.location.assign(fullUrl) },
  );
  return { ...buy, checkOut: (lineItems: CheckoutLineItemInput[]) => buy.mutate(lineItems) };
}
