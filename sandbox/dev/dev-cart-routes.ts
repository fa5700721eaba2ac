import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { zCartBuyerInfo } from '../../generated/zod.gen.js';
import { recoverCart, sweepAbandonedCarts } from '../abandoned-carts/abandoned-carts.js';
import { openCart } from '../abandoned-carts/open-carts.js';
import type { SandboxContext } from '../kernel/context.js';
import { validate } from '../kernel/http/input.js';

const zNewCart = z.object({
  buyerInfo: zCartBuyerInfo,
  lineItems: z
    .array(
      z.object({
        productId: z.string().check(z.minLength(1)),
        quantity: z.int().check(z.minimum(1), z.maximum(10_000)),
      }),
    )
    .check(z.minLength(1), z.maxLength(300)),
  couponId: z.optional(z.string().check(z.minLength(1))),
});
const zCartPath = z.object({ id: z.string().check(z.minLength(1)) });

/** Shopping carts for trying abandonment out: open one, let the clock pass an hour, recover it. */
export function registerCartDevRoutes(app: FastifyInstance, context: SandboxContext): void {
  app.post('/_sandbox/carts', async (request) => ({ cart: openCart(context, validate(zNewCart, request.body)) }));

  app.post('/_sandbox/carts/:id/recover', async (request) => {
    const { id } = validate(zCartPath, request.params);
    return { abandonedCart: recoverCart(context, id) };
  });

  // Moving the clock may abandon carts; their events go out right away.
  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'POST' && request.url.startsWith('/_sandbox/clock') && reply.statusCode === 200) {
      sweepAbandonedCarts(context);
    }
  });
}
