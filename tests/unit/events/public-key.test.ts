import { beforeAll, describe, expect, it } from 'vitest';
import { createPublicKeyResolver, normalisePublicKeyPem } from '../../../src/events/public-key.js';
import { generateTestKeys, type TestKeys } from './support/keys.js';

let keys: TestKeys;

beforeAll(async () => {
  keys = await generateTestKeys();
});

function pemBody(pem: string): string {
  return pem.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, '');
}

describe('normalisePublicKeyPem', () => {
  it('keeps a PEM as it is, trimmed', () => {
    expect(normalisePublicKeyPem(`\n${keys.publicKeyPem}\n\n`)).toBe(keys.publicKeyPem.trim());
  });

  it('decodes the base64 of a PEM', () => {
    expect(normalisePublicKeyPem(btoa(keys.publicKeyPem))).toBe(keys.publicKeyPem.trim());
  });

  it('restores newlines written as \\n in an environment variable', () => {
    const escaped = keys.publicKeyPem.trim().replace(/\n/g, '\\n');
    expect(escaped).not.toContain('\n');
    expect(normalisePublicKeyPem(escaped)).toBe(keys.publicKeyPem.trim());
  });

  it('wraps a bare base64 SPKI body into a PEM', () => {
    const pem = normalisePublicKeyPem(pemBody(keys.publicKeyPem));
    expect(pem.split('\n')[0]).toBe('-----BEGIN PUBLIC KEY-----');
    expect(pem.split('\n').at(-1)).toBe('-----END PUBLIC KEY-----');
    expect(pemBody(pem)).toBe(pemBody(keys.publicKeyPem));
  });

  it('refuses text that is neither', () => {
    expect(() => normalisePublicKeyPem('not a key!')).toThrow('The events public key is neither a PEM nor base64');
  });
});

describe('createPublicKeyResolver', () => {
  it('imports the key once per algorithm, bound to that algorithm', async () => {
    const resolve = createPublicKeyResolver(btoa(keys.publicKeyPem));
    const rs256 = await resolve('RS256');
    expect(rs256.algorithm.name).toBe('RSASSA-PKCS1-v1_5');
    expect(await resolve('RS256')).toBe(rs256);
    expect((await resolve('PS256')).algorithm.name).toBe('RSA-PSS');
  });

  it('rejects when the key cannot serve the algorithm', async () => {
    await expect(createPublicKeyResolver(keys.publicKeyPem)('ES256')).rejects.toThrow();
  });

  it('returns a given CryptoKey as it is', async () => {
    expect(await createPublicKeyResolver(keys.publicKey)('RS256')).toBe(keys.publicKey);
  });
});
