import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import type { SandboxContext } from '../kernel/context.js';
import { addSubscription, listSubscriptions, removeSubscriptions } from '../kernel/events/webhooks.js';
import { validate } from '../kernel/http/input.js';

const zSubscription = z.object({
  url: z.url({ protocol: /^https?$/ }),
  eventTypes: z._default(z.array(z.string().check(z.minLength(1))).check(z.maxLength(100)), []),
});

/** Webhook subscriptions, the public key that verifies their JWTs, and the recent deliveries. */
export function registerWebhookDevRoutes(app: FastifyInstance, context: SandboxContext): void {
  app.get('/_sandbox/webhooks', async () => ({ webhooks: listSubscriptions(context.db) }));
  app.post('/_sandbox/webhooks', async (request) => {
    const body = validate(zSubscription, request.body);
    return { webhook: addSubscription(context.db, body.url, body.eventTypes) };
  });
  app.delete('/_sandbox/webhooks', async () => {
    removeSubscriptions(context.db);
    return { webhooks: [] };
  });
  app.get('/_sandbox/webhooks/public-key', async () => {
    const key = await context.signingKey();
    return { algorithm: 'RS256', keyId: key.keyId, publicKey: key.publicKeyPem };
  });
  app.get('/_sandbox/webhooks/deliveries', async () => ({ deliveries: context.deliveries }));
}
