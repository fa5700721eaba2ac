import { createHash } from 'node:crypto';
import { SignJWT } from 'jose';
import type { EventEnvelope, EventIdentity } from '../../../generated/types.gen.js';
import type { SandboxContext } from '../context.js';
import type { Database } from '../db/database.js';
import { newId } from '../ids.js';

const DELIVERY_TIMEOUT_MS = 5000;
const TOKEN_LIFETIME_SECONDS = 300;
const MAX_DELIVERIES_KEPT = 200;

export interface Subscription {
  id: string;
  url: string;
  /** Event types to receive; empty means all. */
  eventTypes: string[];
}

export interface Delivery {
  id: string;
  subscriptionId: string;
  url: string;
  eventType: string;
  status: number | null;
  error?: string;
  sentAt: string;
}

export function addSubscription(db: Database, url: string, eventTypes: string[]): Subscription {
  const subscription = { id: newId(), url, eventTypes };
  db.run(
    'INSERT INTO webhooks (id, url, event_types, created_at) VALUES (?, ?, ?, ?)',
    subscription.id,
    url,
    JSON.stringify(eventTypes),
    Date.now(),
  );
  return subscription;
}

export function listSubscriptions(db: Database): Subscription[] {
  return db
    .all<{ id: string; url: string; event_types: string }>(
      'SELECT id, url, event_types FROM webhooks ORDER BY created_at',
    )
    .map((row) => ({ id: row.id, url: row.url, eventTypes: JSON.parse(row.event_types) as string[] }));
}

export function removeSubscriptions(db: Database, id?: string): void {
  if (id) db.run('DELETE FROM webhooks WHERE id = ?', id);
  else db.run('DELETE FROM webhooks');
}

/**
 * Sends an event to every matching subscription as a signed JWT (RS256, body `text/plain`), in the envelope of
 * `SignedEvent` (openapi/schemas/events.yaml): claim `data` holds the envelope as JSON, whose `identity` and `data` are
 * JSON strings again. Delivery happens after the response, never blocks or fails the write, and is recorded.
 * JWT times use the real clock, since receivers verify them against theirs.
 */
export function emitEvent(context: SandboxContext, eventType: string, payload: object): void {
  const targets = listSubscriptions(context.db).filter(
    (s) => s.eventTypes.length === 0 || s.eventTypes.includes(eventType),
  );
  if (targets.length === 0) return;
  const envelope: EventEnvelope = {
    eventType,
    instanceId: stableId(`instance:${context.credentials.siteId}`),
    identity: JSON.stringify(ownerIdentity(context)),
    data: JSON.stringify(payload),
    accountInfo: { accountId: stableId(`account:${context.credentials.siteId}`), siteId: context.credentials.siteId },
  };
  void sign(context, envelope).then((jwt) =>
    Promise.all(targets.map((target) => deliver(context, target, eventType, jwt))),
  );
}

async function sign(context: SandboxContext, envelope: EventEnvelope): Promise<string> {
  const key = await context.signingKey();
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ data: JSON.stringify(envelope) })
    .setProtectedHeader({ alg: 'RS256', kid: key.keyId, typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + TOKEN_LIFETIME_SECONDS)
    .sign(key.privateKey);
}

async function deliver(context: SandboxContext, target: Subscription, eventType: string, jwt: string): Promise<void> {
  const delivery: Delivery = {
    id: newId(),
    subscriptionId: target.id,
    url: target.url,
    eventType,
    status: null,
    sentAt: new Date().toISOString(),
  };
  try {
    const response = await fetch(target.url, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: jwt,
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
    delivery.status = response.status;
    await response.body?.cancel();
  } catch (error) {
    delivery.error = error instanceof Error ? error.message : String(error);
  }
  context.deliveries.push(delivery);
  if (context.deliveries.length > MAX_DELIVERIES_KEPT) context.deliveries.shift();
}

/** Catalog writes need the API key, which acts for the site owner. */
function ownerIdentity(context: SandboxContext): EventIdentity {
  return { identityType: 'WIX_USER', wixUserId: stableId(`owner:${context.credentials.siteId}`) };
}

function stableId(seed: string): string {
  const hex = createHash('sha1').update(seed).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
