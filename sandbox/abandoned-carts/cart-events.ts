import type { CartBuyerInfo } from '../../generated/types.gen.js';
import { type CartRecord } from './cart-store.js';
import { formatMoney } from '../kernel/money.js';
import type { SandboxContext } from '../kernel/context.js';
import { emitEvent } from '../kernel/events/webhooks.js';

const V1 = 'com.wix.ecommerce.cart.abandonment.api.v1';

/** The event names the buyer's kind with the event envelope's identity types; a contact has none. */
const EVENT_IDENTITY_TYPES = { VISITOR: 'ANONYMOUS_VISITOR', MEMBER: 'MEMBER', ADMIN: 'WIX_USER' } as const;

function eventBuyer({ identityType, ...buyer }: CartBuyerInfo) {
  const eventType = identityType && identityType !== 'CONTACT' ? EVENT_IDENTITY_TYPES[identityType] : undefined;
  return { ...buyer, ...(eventType && { identityType: eventType }) };
}

/** The abandoned-cart events (non-domain; the payload is the event body itself). */
export const cartEvents = {
  cartAbandoned(context: SandboxContext, cart: CartRecord): void {
    emitEvent(context, `${V1}.CartAbandonedEvent`, {
      cartId: cart.id,
      creationTime: cart.createdAt,
      abandonTime: cart.abandonTime,
      buyerInfo: eventBuyer(cart.buyerInfo),
      itemsCount: cart.itemsCount,
      ...(cart.couponId !== undefined && { couponId: cart.couponId }),
      totals: {
        subtotal: cart.subtotal,
        total: cart.total,
        formattedTotal: formatMoney(cart.total, cart.currency),
      },
      checkoutUrl: `${context.origin}/_sandbox/hosted/checkout/ecom?cartId=${encodeURIComponent(cart.id)}`,
    });
  },
  cartRecovered(context: SandboxContext, cart: CartRecord): void {
    emitEvent(context, `${V1}.CartRecoveredEvent`, {
      cartId: cart.id,
      recoveredTime: cart.recoveredTime,
      creationTime: cart.createdAt,
      abandonedTime: cart.abandonTime,
    });
  },
};
