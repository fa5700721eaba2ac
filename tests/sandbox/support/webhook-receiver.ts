import { createServer, type Server } from 'node:http';
import { importSPKI, jwtVerify, type JWTVerifyResult } from 'jose';
import { afterAll, beforeAll, expect } from 'vitest';
import { zEventEnvelope } from '../../../generated/zod.gen.js';
import { startHarness, type Harness, type Json } from './harness.js';

/** A loopback endpoint that collects signed events and decodes them with the sandbox's public key. */
export interface EventReceiver {
  url: string;
  /** Waits until `count` tokens arrived (5 s at most), verifies them with the sandbox's key, and forgets them. */
  takeTokens(count: number): Promise<JWTVerifyResult[]>;
  /** `takeTokens`, each decoded to its event type and data. */
  take(count: number): Promise<Array<{ eventType: string; instanceId: string; data: Json }>>;
  close(): Promise<void>;
}

export async function startEventReceiver(harness: Harness): Promise<EventReceiver> {
  const jwts: string[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      jwts.push(Buffer.concat(chunks).toString('utf8'));
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const takeTokens = async (count: number) => {
    const deadline = Date.now() + 5000;
    while (jwts.length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    const { publicKey } = (await harness.call('/_sandbox/webhooks/public-key')).body;
    const key = await importSPKI(publicKey, 'RS256');
    return Promise.all(jwts.splice(0).map((jwt) => jwtVerify(jwt, key, { algorithms: ['RS256'] })));
  };
  return {
    url: `http://127.0.0.1:${port}/events`,
    takeTokens,
    async take(count) {
      return (await takeTokens(count)).map(({ payload }) => {
        const envelope = zEventEnvelope.parse(JSON.parse(payload.data as string));
        return {
          eventType: envelope.eventType,
          instanceId: envelope.instanceId,
          data: JSON.parse(envelope.data) as Json,
        };
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type DecodedEvent = Awaited<ReturnType<EventReceiver['take']>>[number];
type LifecycleSchemas = Record<'created' | 'updated' | 'deleted', { safeParse(data: unknown): { success: boolean } }>;

/**
 * Takes the three events of an entity created, updated and deleted (`<fqdn>_created`, …), expects each to match its
 * contract schema, and answers the updated one for the caller's own checks.
 */
export async function expectLifecycleEvents(
  receiver: EventReceiver,
  fqdn: string,
  schemas: LifecycleSchemas,
): Promise<DecodedEvent> {
  const events = await receiver.take(3);
  const of = (kind: keyof LifecycleSchemas) => events.find((e) => e.eventType === `${fqdn}_${kind}`)!;
  for (const kind of ['created', 'updated', 'deleted'] as const)
    expect(schemas[kind].safeParse(of(kind)).success, kind).toBe(true);
  return of('updated');
}

/**
 * A v3 sandbox subscribed to every event, for one `describe` block: started before its tests, closed after, with the
 * receiver and the API key's call options at hand.
 */
export function subscribedV3Sandbox(): { h: Harness; receiver: EventReceiver; admin: { token: string } } {
  const state = {} as ReturnType<typeof subscribedV3Sandbox>;
  beforeAll(async () => {
    state.h = await startHarness({ catalog: 'v3' });
    state.receiver = await startEventReceiver(state.h);
    state.admin = { token: state.h.sandbox.apiKey };
    await state.h.call('/_sandbox/webhooks', { body: { url: state.receiver.url } });
  });
  afterAll(async () => {
    await state.h.close();
    await state.receiver.close();
  });
  return state;
}
