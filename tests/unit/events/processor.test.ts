import { beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type { Brand, InventoryItem, ProductCreated } from '../../../generated/types.gen.js';
import {
  createEventProcessor,
  EVENT_TYPES,
  EventHandlersError,
  isSiteEventError,
  isSiteEventVerificationError,
  type DeepReadonly,
  type DomainEventMetadata,
  type EventProcessorOptions,
  type ReplayStore,
  type SiteEvent,
} from '../../../src/events/index.js';
import { createTestEventSigner, type TestEventSigner } from '../../../src/events/testing.js';
import { contractExample, contractExamples } from './support/contract-examples.js';
import { generateTestKeys, NOW_MS, NOW_SECONDS, type TestKeys } from './support/keys.js';
import { envelopeClaim, signRawClaims } from './support/raw-token.js';
import { failure } from '../support/failure.js';

let keys: TestKeys;
let signer: TestEventSigner;

beforeAll(async () => {
  keys = await generateTestKeys();
  signer = createTestEventSigner({ privateKey: keys.privateKey, now: () => NOW_MS });
});

function processor(options: Partial<EventProcessorOptions> = {}) {
  return createEventProcessor({ publicKey: keys.publicKeyPem, now: () => NOW_MS, ...options });
}

describe('createEventProcessor: every event of the contract', () => {
  const examples = [...contractExamples()];

  it('covers all 38 event types with the contract examples', () => {
    expect(examples.map(([eventType]) => eventType).sort()).toEqual([...EVENT_TYPES].sort());
    expect(EVENT_TYPES).toHaveLength(38);
  });

  it.each(examples)('%s decodes to its handler envelope with the wire values', async (eventType, example) => {
    const event = await processor().process(await signer.sign(example));
    const wireData = example.data as Record<string, unknown>;
    const envelopeMetadata = {
      eventType,
      instanceId: example.instanceId,
      identity: example.identity,
      accountInfo: example.accountInfo,
    };
    expect(event.eventType).toBe(eventType);
    expect(event.instanceId).toBe(example.instanceId);
    expect(event.identity).toEqual(example.identity);
    expect(event.accountInfo).toEqual(example.accountInfo);
    expect(Object.isFrozen(event)).toBe(true);
    expect(Object.isFrozen(event.payload.metadata)).toBe(true);

    const { createdEvent, updatedEvent, deletedEvent, actionEvent, ...domainFields } = wireData as {
      createdEvent?: { entity: unknown };
      updatedEvent?: { currentEntity: unknown; modifiedFields?: unknown };
      deletedEvent?: { deletedEntity?: unknown };
      actionEvent?: { body: unknown };
    };
    const metadata = { ...envelopeMetadata, ...domainFields };
    if (createdEvent) expect(event.payload).toEqual({ entity: createdEvent.entity, metadata });
    else if (updatedEvent) {
      expect(event.payload).toEqual({
        entity: updatedEvent.currentEntity,
        modifiedFields: updatedEvent.modifiedFields,
        metadata,
      });
    } else if (deletedEvent) expect(event.payload).toEqual({ entity: deletedEvent.deletedEntity, metadata });
    else if (actionEvent) expect(event.payload).toEqual({ data: actionEvent.body, metadata });
    else expect(event.payload).toEqual({ data: wireData, metadata: envelopeMetadata });
  });
});

describe('createEventProcessor: payload shapes', () => {
  it('keeps wire names and ISO strings, including in deleted entities', async () => {
    const event = await processor().process(await signer.sign(contractExample('wix.stores.catalog.v3.brand_deleted')));
    if (event.eventType !== 'wix.stores.catalog.v3.brand_deleted') throw new Error('narrowing failed');
    expect(event.payload.entity?.id).toBe('3c1b6f0e-8a2d-4c57-9e4b-6a0f2d9b7c11');
    expect(event.payload.entity?.createdDate).toBe('2026-02-03T09:15:00.000Z');
    expect(event.payload.metadata.eventTime).toBe('2026-04-20T16:02:44.118Z');
    expect(event.payload.metadata).not.toHaveProperty('_id');
  });

  it('gives {metadata} alone for a deleted event without the entity', async () => {
    const example = contractExample('wix.stores.catalog.v3.ribbon_deleted');
    example.data.deletedEvent = {};
    const event = await processor().process(await signer.sign(example));
    expect(event.payload).not.toHaveProperty('entity');
    expect(Object.keys(event.payload)).toEqual(['metadata']);
  });

  it('omits modifiedFields when the update has none', async () => {
    const example = contractExample('wix.stores.catalog.v3.brand_updated');
    delete example.data.updatedEvent.modifiedFields;
    const event = await processor().process(await signer.sign(example));
    expect(Object.keys(event.payload).sort()).toEqual(['entity', 'metadata']);
  });

  it('keeps fields the contract does not describe yet', async () => {
    const example = contractExample('com.wix.ecommerce.catalog.api.v1.ProductDeleted');
    (example.data as Record<string, unknown>).futureField = 'kept';
    const event = await processor().process(await signer.sign(example));
    expect(event.payload).toMatchObject({ data: { futureField: 'kept' } });
  });

  it('narrows payload types on eventType', async () => {
    const event: SiteEvent = await processor().process(
      await signer.sign(contractExample('com.wix.ecommerce.catalog.api.v1.ProductCreated')),
    );
    if (event.eventType === 'com.wix.ecommerce.catalog.api.v1.ProductCreated') {
      expectTypeOf(event.payload.data).toEqualTypeOf<DeepReadonly<ProductCreated>>();
      expect(event.payload.data.sku).toBe('LS-SAND');
    } else {
      expect.unreachable(`narrowed to ${event.eventType}`);
    }
  });
});

describe('createEventProcessor: handlers', () => {
  it('types each handler from the event type and runs it with the payload', async () => {
    const events = processor();
    const seen: string[] = [];
    events.on('wix.stores.catalog.v3.brand_created', (payload) => {
      expectTypeOf(payload.entity).toEqualTypeOf<DeepReadonly<Brand>>();
      expectTypeOf(payload.metadata).toEqualTypeOf<
        DeepReadonly<DomainEventMetadata<'wix.stores.catalog.v3.brand_created'>>
      >();
      seen.push(`brand ${payload.entity.name}`);
    });
    events.on('wix.stores.catalog.v3.inventory_item_updated_with_reason', (payload) => {
      expectTypeOf(payload.data.currentEntity).toEqualTypeOf<DeepReadonly<InventoryItem> | undefined>();
      seen.push(`inventory ${payload.data.reason}`);
    });
    // @ts-expect-error an event type outside the contract does not compile
    expect(() => events.on('wix.stores.catalog.v3.brand_renamed', () => undefined)).toThrow(TypeError);

    await events.process(await signer.sign(contractExample('wix.stores.catalog.v3.brand_created')));
    await events.process(
      await signer.sign(contractExample('wix.stores.catalog.v3.inventory_item_updated_with_reason')),
    );
    await events.process(await signer.sign(contractExample('wix.stores.catalog.v3.ribbon_created')));
    expect(seen).toEqual(['brand Northbound Linen', 'inventory ORDER']);
  });

  it('gives every handler its own frozen copy, so no handler sees another one’s changes', async () => {
    const events = processor();
    const received: unknown[] = [];
    const mutationErrors: unknown[] = [];
    for (let index = 0; index < 2; index++) {
      events.on('wix.stores.catalog.v3.brand_updated', (payload) => {
        received.push(payload);
        try {
          (payload.entity as { name?: string }).name = 'changed by a handler';
        } catch (error) {
          mutationErrors.push(error);
        }
      });
    }
    const event = await events.process(await signer.sign(contractExample('wix.stores.catalog.v3.brand_updated')));
    expect(received).toHaveLength(2);
    expect(received[0]).not.toBe(received[1]);
    expect(received[0]).not.toBe(event.payload);
    expect(mutationErrors).toHaveLength(2);
    expect(mutationErrors[0]).toBeInstanceOf(TypeError);
    expect(Object.isFrozen((received[0] as { entity: object }).entity)).toBe(true);
    expect(event.payload).toMatchObject({ entity: { name: 'Northbound Linen Co.' } });
  });

  it('runs every handler even when some fail, then throws an AggregateError with the failures', async () => {
    const events = processor();
    const ran: string[] = [];
    const asyncFailure = new Error('async failure');
    events.on('com.wix.ecommerce.catalog.api.v1.ProductDeleted', () => {
      ran.push('sync thrower');
      throw new Error('sync failure');
    });
    events.on('com.wix.ecommerce.catalog.api.v1.ProductDeleted', async () => {
      ran.push('async rejecter');
      throw asyncFailure;
    });
    events.on('com.wix.ecommerce.catalog.api.v1.ProductDeleted', () => {
      ran.push('succeeds');
    });
    const error = await failure<unknown>(
      events.process(await signer.sign(contractExample('com.wix.ecommerce.catalog.api.v1.ProductDeleted'))),
    );
    expect(ran.sort()).toEqual(['async rejecter', 'succeeds', 'sync thrower']);
    expect(error).toBeInstanceOf(EventHandlersError);
    expect(error).toBeInstanceOf(AggregateError);
    const handlersError = error as EventHandlersError;
    expect(handlersError.message).toBe('2 of 3 handlers for com.wix.ecommerce.catalog.api.v1.ProductDeleted failed');
    expect(handlersError.errors.map((failure: Error) => failure.message).sort()).toEqual([
      'async failure',
      'sync failure',
    ]);
    expect(handlersError.errors).toContain(asyncFailure);
    expect(handlersError.event.eventType).toBe('com.wix.ecommerce.catalog.api.v1.ProductDeleted');
  });

  it('accepts the redelivery of a token whose handlers failed, and refuses it once they succeeded', async () => {
    const events = processor();
    let failuresLeft = 1;
    events.on('com.wix.ecommerce.catalog.api.v1.ProductDeleted', () => {
      if (failuresLeft-- > 0) throw new Error('temporary');
    });
    const token = await signer.sign(contractExample('com.wix.ecommerce.catalog.api.v1.ProductDeleted'));
    expect(await failure<unknown>(events.process(token))).toBeInstanceOf(EventHandlersError);
    await expect(events.process(token)).resolves.toMatchObject({ eventType: expect.any(String) });
    expect(await failure<unknown>(events.process(token))).toMatchObject({ code: 'EVENT_TOKEN_REPLAYED' });
  });

  it('accepts the redelivery of a failed token hours later, within the redelivery window and only then', async () => {
    let nowMs = NOW_MS;
    const events = createEventProcessor({ publicKey: keys.publicKeyPem, now: () => nowMs });
    let failuresLeft = 1;
    events.on('com.wix.ecommerce.catalog.api.v1.ProductDeleted', () => {
      if (failuresLeft-- > 0) throw new Error('temporary');
    });
    const example = contractExample('com.wix.ecommerce.catalog.api.v1.ProductDeleted');
    const token = await signer.sign(example);
    expect(await failure<unknown>(events.process(token))).toBeInstanceOf(EventHandlersError);
    nowMs += 6 * 3600 * 1000;
    await expect(events.process(token)).resolves.toMatchObject({ eventType: expect.any(String) });
    expect(await failure<unknown>(events.process(token))).toMatchObject({ code: 'EVENT_TOKEN_TOO_OLD' });
    const neverFailed = await signer.sign(example, { jwtId: 'never-failed' });
    nowMs = NOW_MS + 10 * 60 * 1000;
    expect(await failure<unknown>(events.process(neverFailed))).toMatchObject({ code: 'EVENT_TOKEN_TOO_OLD' });
  });

  it('refuses a token larger than maxTokenBytes before verifying it', async () => {
    const example = contractExample('com.wix.ecommerce.catalog.api.v1.ProductDeleted');
    const token = await signer.sign(example);
    expect(await failure<unknown>(processor({ maxTokenBytes: token.length - 1 }).process(token))).toMatchObject({
      code: 'EVENT_TOKEN_TOO_LARGE',
    });
    const huge = `${'a'.repeat(2 * 1024 * 1024)}.b.c`;
    expect(await failure<unknown>(processor().process(huge))).toMatchObject({ code: 'EVENT_TOKEN_TOO_LARGE' });
  });

  it('stops calling an unregistered handler', async () => {
    const events = processor();
    let calls = 0;
    const off = events.on('com.wix.ecommerce.catalog.api.v1.ProductDeleted', () => {
      calls++;
    });
    const example = contractExample('com.wix.ecommerce.catalog.api.v1.ProductDeleted');
    await events.process(await signer.sign(example, { jwtId: 'first' }));
    off();
    await events.process(await signer.sign(example, { jwtId: 'second' }));
    expect(calls).toBe(1);
  });
});

describe('createEventProcessor: replays', () => {
  it('refuses the same token twice', async () => {
    const events = processor();
    const token = await signer.sign(contractExample('wix.stores.catalog.v3.brand_created'));
    await events.process(token);
    const error = await failure<unknown>(events.process(token));
    expect(isSiteEventVerificationError(error)).toBe(true);
    expect(error).toMatchObject({ code: 'EVENT_TOKEN_REPLAYED', message: 'This event token was already processed' });
  });

  it('refuses concurrent deliveries of one token but one', async () => {
    const events = processor();
    const token = await signer.sign(contractExample('wix.stores.catalog.v3.brand_created'));
    const outcomes = await Promise.allSettled([events.process(token), events.process(token), events.process(token)]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected', 'rejected']);
  });

  it('refuses a token whose jti was already seen, even with other contents', async () => {
    const events = processor();
    await events.process(await signer.sign(contractExample('wix.stores.catalog.v3.brand_created'), { jwtId: 'j-1' }));
    const error = await failure<unknown>(
      events.process(await signer.sign(contractExample('wix.stores.catalog.v3.ribbon_created'), { jwtId: 'j-1' })),
    );
    expect(error).toMatchObject({ code: 'EVENT_TOKEN_REPLAYED' });
  });

  it('uses the given store, with a time to live that ends when the token would be refused anyway', async () => {
    const added: [string, number][] = [];
    const store: ReplayStore = {
      add: async (key, ttlSeconds) => {
        added.push([key, ttlSeconds]);
        return true;
      },
      delete: () => undefined,
    };
    const events = processor({ replayStore: store, maxAgeSeconds: 600, clockToleranceSeconds: 10 });
    const example = contractExample('wix.stores.catalog.v3.brand_created');
    await events.process(await signer.sign(example, { issuedAt: NOW_SECONDS - 100 }));
    await events.process(await signer.sign(example, { issuedAt: NOW_SECONDS, expiresAt: NOW_SECONDS + 60 }));
    expect(added[0]?.[0]).toMatch(/^sha256:[A-Za-z0-9_-]{43}$/);
    expect(added.map(([, ttl]) => ttl)).toEqual([600 - 100 + 10, 60 + 10]);
  });

  it('accepts the same token twice when replay detection is turned off', async () => {
    const events = processor({ replayStore: false });
    const token = await signer.sign(contractExample('wix.stores.catalog.v3.brand_created'));
    await events.process(token);
    await expect(events.process(token)).resolves.toMatchObject({ eventType: 'wix.stores.catalog.v3.brand_created' });
  });
});

describe('createEventProcessor: input', () => {
  it('reads the JWT from a fetch Request body, ignoring surrounding whitespace', async () => {
    const token = await signer.sign(contractExample('wix.stores.catalog.v3.ribbon_created'));
    const request = new Request('http://127.0.0.1/webhooks', { method: 'POST', body: `${token}\n` });
    const event = await processor().processRequest(request);
    expect(event.eventType).toBe('wix.stores.catalog.v3.ribbon_created');
  });

  it('refuses a body that is not text', async () => {
    const error = await failure<unknown>(processor().process({ token: 'x' } as unknown as string));
    expect(isSiteEventError(error)).toBe(true);
    expect(error).toMatchObject({ code: 'EVENT_TOKEN_MALFORMED' });
  });

  it('refuses HS* or none as allowed algorithms when it is created', () => {
    expect(() => processor({ algorithms: ['HS256' as never] })).toThrow(/public-key algorithm; refused: HS256/);
    expect(() => processor({ algorithms: ['none' as never] })).toThrow(TypeError);
    expect(() => processor({ algorithms: [] })).toThrow(TypeError);
    expect(() => processor({ maxAgeSeconds: Number.NaN })).toThrow(/maxAgeSeconds/);
  });
});

describe('createEventProcessor: refused deliveries run no handler', () => {
  async function refusal(token: string) {
    const events = processor();
    let calls = 0;
    for (const eventType of EVENT_TYPES) events.on(eventType, () => void calls++);
    const error = await failure<unknown>(events.process(token));
    expect(calls).toBe(0);
    expect(isSiteEventError(error)).toBe(true);
    return error as { code: string; message: string };
  }

  it('refuses a token signed with another key', async () => {
    const other = await generateTestKeys();
    const token = await createTestEventSigner({ privateKey: other.privateKeyPem, now: () => NOW_MS }).sign(
      contractExample('wix.stores.catalog.v3.brand_created'),
    );
    expect((await refusal(token)).code).toBe('EVENT_SIGNATURE_INVALID');
  });

  it('refuses a too old or expired token', async () => {
    const example = contractExample('wix.stores.catalog.v3.brand_created');
    expect((await refusal(await signer.sign(example, { issuedAt: NOW_SECONDS - 3600 }))).code).toBe(
      'EVENT_TOKEN_TOO_OLD',
    );
    expect((await refusal(await signer.sign(example, { expiresAt: NOW_SECONDS - 3600 }))).code).toBe(
      'EVENT_TOKEN_EXPIRED',
    );
  });

  it('refuses a data claim that is not a string, or not JSON', async () => {
    const objectClaim = await signRawClaims({ data: { eventType: 'x' } }, keys.privateKey);
    expect(await refusal(objectClaim)).toMatchObject({
      code: 'EVENT_DATA_CLAIM_NOT_STRING',
      message: 'Unexpected type of JWT data',
    });
    const badJson = await signRawClaims({ data: '{"eventType":' }, keys.privateKey);
    expect((await refusal(badJson)).code).toBe('EVENT_ENVELOPE_MALFORMED');
  });

  it('refuses an unknown event type', async () => {
    const token = await signRawClaims(
      { data: envelopeClaim('wix.stores.catalog.v3.brand_renamed', '{}') },
      keys.privateKey,
    );
    const error = await refusal(token);
    expect(error.code).toBe('EVENT_TYPE_UNKNOWN');
    expect(error.message).toMatch(/^Unexpected event type: wix.stores.catalog.v3.brand_renamed. Expected one of: /);
  });

  it('refuses a payload that does not match its schema', async () => {
    const example = contractExample('wix.stores.catalog.v3.inventory_item_stock_status_updated');
    (example.data.actionEvent.body as Record<string, unknown>).inStock = 'yes';
    expect((await refusal(await signer.sign(example))).code).toBe('EVENT_PAYLOAD_INVALID');
  });

  it('refuses modifiedFields that try to reach Object.prototype, and pollutes nothing', async () => {
    for (const path of ['__proto__.polluted', 'entity[__proto__].polluted', 'constructor.prototype.polluted']) {
      const example = contractExample('wix.stores.catalog.v3.brand_updated');
      example.data.updatedEvent.modifiedFields = { [path]: 'yes' };
      expect((await refusal(await signer.sign(example))).code).toBe('EVENT_UNSAFE_KEY');
    }
    expect((Object.prototype as Record<string, unknown>).polluted).toBeUndefined();
  });
});
