import { useCreateRedirectSession } from 'sitekit/react';
import { appUrl } from '../lib/app-urls';

/**
 * Sends the shopper to the platform's hosted checkout. A real store gets the checkout id from the platform's
 * eCommerce API; the sandbox's checkout page shows whatever it is given, so a fresh id stands in for it here.
 */
export function useCheckoutRedirect() {
  const session = useCreateRedirectSession({
    onSuccess: ({ redirectSession }) => window.location.assign(redirectSession.fullUrl),
  });
  const checkOut = () =>
    session.mutate({
      ecomCheckout: { checkoutId: crypto.randomUUID() },
      callbacks: { thankYouPageUrl: appUrl('/checkout/thank-you'), postFlowUrl: window.location.href },
    });
  return { ...session, checkOut };
}
