import { decodeJwt, decodeProtectedHeader } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEventProcessor } from '../../../src/events/index.js';
import { createTestEventSigner, encodeEventEnvelope, signTestEvent } from '../../../src/events/testing.js';
import { contractExample } from './support/contract-examples.js';
import { generateTestKeys, NOW_MS, NOW_SECONDS, type TestKeys } from './support/keys.js';

let keys: TestKeys;

beforeAll(async () => {
  keys = await generateTestKeys();
});

describe('encodeEventEnvelope', () => {
  it('double-encodes identity and data and keeps accountInfo an object', () => {
    const example = contractExample('wix.stores.catalog.v3.ribbon_created');
    const envelope = encodeEventEnvelope(example);
    expect(envelope).toEqual({
      eventType: 'wix.stores.catalog.v3.ribbon_created',
      instanceId: example.instanceId,
      identity: JSON.stringify(example.identity),
      data: JSON.stringify(example.data),
      accountInfo: example.accountInfo,
    });
    expect(typeof envelope.identity).toBe('string');
    expect(typeof envelope.data).toBe('string');
  });

  it('leaves out identity and accountInfo when the event has none', () => {
    const {
      identity: _identity,
      accountInfo: _accountInfo,
      ...bare
    } = contractExample('com.wix.ecommerce.catalog.api.v1.ProductDeleted');
    expect(Object.keys(encodeEventEnvelope(bare)).sort()).toEqual(['data', 'eventType', 'instanceId']);
  });
});

describe('createTestEventSigner', () => {
  it('produces the platform form: RS256, iat, no exp, and the envelope as a JSON string in `data`', async () => {
    const example = contractExample('wix.stores.catalog.v3.brand_created');
    const token = await createTestEventSigner({ privateKey: keys.privateKeyPem, now: () => NOW_MS }).sign(example);
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'RS256' });
    const claims = decodeJwt(token);
    expect(claims).toEqual({ data: expect.any(String), iat: NOW_SECONDS });
    const envelope = JSON.parse(claims.data as string) as Record<string, unknown>;
    expect(typeof envelope.data).toBe('string');
    expect(JSON.parse(envelope.data as string)).toEqual(example.data);
    expect(JSON.parse(envelope.identity as string)).toEqual(example.identity);
  });

  it('sets kid, issuer, audience, exp and per-token claims', async () => {
    const signer = createTestEventSigner({
      privateKey: keys.privateKey,
      keyId: 'key-1',
      issuer: 'platform',
      audience: 'app-1',
      expiresInSeconds: 60,
      now: () => NOW_MS,
    });
    const example = contractExample('wix.stores.catalog.v3.brand_created');
    const token = await signer.sign(example, { jwtId: 'j-1', notBefore: NOW_SECONDS - 1 });
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'RS256', kid: 'key-1' });
    expect(decodeJwt(token)).toMatchObject({
      iss: 'platform',
      aud: 'app-1',
      iat: NOW_SECONDS,
      exp: NOW_SECONDS + 60,
      nbf: NOW_SECONDS - 1,
      jti: 'j-1',
    });
    const overridden = decodeJwt(await signer.sign(example, { issuedAt: 100, issuer: 'other', audience: ['x'] }));
    expect(overridden).toMatchObject({ iat: 100, exp: 160, iss: 'other', aud: ['x'] });
  });

  it('signs tokens the processor accepts, with issuer and audience enforced', async () => {
    const events = createEventProcessor({
      publicKey: keys.publicKeyPem,
      issuer: 'platform',
      audience: 'app-1',
      now: () => NOW_MS,
    });
    const token = await signTestEvent(contractExample('wix.stores.catalog.v3.info_section_updated'), {
      privateKey: keys.privateKeyPem,
      issuer: 'platform',
      audience: 'app-1',
      now: () => NOW_MS,
    });
    const event = await events.process(token);
    expect(event.eventType).toBe('wix.stores.catalog.v3.info_section_updated');
  });

  it('reports an unusable private key when signing, not when created', async () => {
    const signer = createTestEventSigner({ privateKey: 'not a key' });
    await expect(signer.sign(contractExample('wix.stores.catalog.v3.brand_created'))).rejects.toThrow();
  });
});
