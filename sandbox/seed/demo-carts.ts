import type { CartBuyerInfo } from '../../generated/types.gen.js';
import { ABANDON_AFTER_MS } from '../abandoned-carts/abandoned-carts.js';
import { findCart, saveCart, type CartRecord } from '../abandoned-carts/cart-store.js';
import { slugify } from '../kernel/slugs.js';
import type { SandboxContext } from '../kernel/context.js';

interface DemoCart {
  key: string;
  buyer: CartBuyerInfo;
  items: Array<[productName: string, quantity: number]>;
  /** Hours before the sandbox clock's now when the buyer last touched the cart. */
  idleHours: number;
  recoveredAfterHours?: number;
}

const demoCarts: DemoCart[] = [
  {
    key: 'maya',
    buyer: { identityType: 'MEMBER', email: 'maya.lindqvist@example.com', firstName: 'Maya', lastName: 'Lindqvist' },
    items: [
      ['Linen Trousers', 1],
      ['Linen Apron', 2],
    ],
    idleHours: 30,
  },
  {
    key: 'visitor',
    buyer: { identityType: 'VISITOR', email: 'sam.okafor@example.com', firstName: 'Sam' },
    items: [['Stoneware Mug', 4]],
    idleHours: 6,
  },
  {
    key: 'lea',
    buyer: { identityType: 'CONTACT', email: 'lea.moreau@example.com', firstName: 'Léa', lastName: 'Moreau' },
    items: [
      ['Pour-Over Coffee Set', 1],
      ['Stoneware Serving Bowl', 1],
    ],
    idleHours: 52,
    recoveredAfterHours: 20,
  },
];

function priceOf(context: SandboxContext, productName: string): number {
  const row = context.db.get<{ price: number }>(
    'SELECT discounted_price AS price FROM products WHERE slug = ?',
    slugify(productName),
  );
  return row?.price ?? 0;
}

function demoCartRecord(context: SandboxContext, demo: DemoCart, demoId: (name: string) => string): CartRecord {
  const id = demoId(`cart:${demo.key}`);
  const now = context.clock.now();
  const hour = 60 * 60 * 1000;
  const lastActivity = now - demo.idleHours * hour;
  const abandonTime = lastActivity + ABANDON_AFTER_MS;
  const subtotal = demo.items.reduce((sum, [name, quantity]) => sum + priceOf(context, name) * quantity, 0);
  const recovered = demo.recoveredAfterHours !== undefined;
  return {
    id,
    status: recovered ? 'RECOVERED' : 'ABANDONED',
    buyerInfo: { id: demoId(`buyer:${demo.key}`), ...demo.buyer },
    itemsCount: demo.items.reduce((count, [, quantity]) => count + quantity, 0),
    subtotal: Math.round(subtotal * 100) / 100,
    total: Math.round(subtotal * 100) / 100,
    currency: 'USD',
    activities: [
      {
        activityType: 'EMAIL_SENT',
        message: 'Reminder email sent',
        timestamp: new Date(abandonTime + hour).toISOString(),
      },
    ],
    createdAt: new Date(lastActivity - hour).toISOString(),
    lastActivityAt: new Date(lastActivity).toISOString(),
    abandonTime: new Date(abandonTime).toISOString(),
    ...(recovered && { recoveredTime: new Date(abandonTime + demo.recoveredAfterHours! * hour).toISOString() }),
  };
}

/** Two abandoned carts and a recovered one, relative to the sandbox clock; existing ones are kept. */
export function seedDemoCarts(context: SandboxContext, demoId: (name: string) => string): void {
  for (const demo of demoCarts) {
    if (!findCart(context.db, demoId(`cart:${demo.key}`))) saveCart(context.db, demoCartRecord(context, demo, demoId));
  }
}
