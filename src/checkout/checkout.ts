import { checkoutOperations } from '../../generated/operation-names.gen.js';
import type { CreateCheckoutRequest, CreateCheckoutResponse } from '../../generated/types.gen.js';
import type { SiteContext } from '../core/site-context.js';
import type { CallOptions } from '../http/call-options.js';
import { callerFor } from '../http/call-operation.js';

/** `site.checkout`: the eCommerce checkout, as the official client's `checkout` module names it. */
export interface CheckoutModule {
  /**
   * Creates a checkout from catalog line items (`{lineItems: [{catalogReference, quantity}], channelType: 'WEB'}`);
   * its `checkout.id` is what the store checkout redirect carries
   * (`site.redirects.createRedirectSession({ ecomCheckout: { checkoutId } })`).
   */
  createCheckout(options: CreateCheckoutRequest, call?: CallOptions): Promise<CreateCheckoutResponse>;
}

export function createCheckout(context: SiteContext): CheckoutModule {
  const send = callerFor(context);
  return { createCheckout: (options, call) => send(checkoutOperations.createCheckout, { body: options }, call) };
}
