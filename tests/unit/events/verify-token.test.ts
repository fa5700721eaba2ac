import { base64url, exportSPKI, generateKeyPair, importPKCS8, SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { isSiteEventVerificationError, SiteEventVerificationError } from '../../../src/events/index.js';
import { createTokenVerifier, type TokenVerificationOptions } from '../../../src/events/verify-token.js';
import { generateTestKeys, NOW_MS, NOW_SECONDS, type TestKeys } from './support/keys.js';
import { signRawClaims } from './support/raw-token.js';
import { failure } from '../support/failure.js';

let keys: TestKeys;
let otherKeys: TestKeys;

beforeAll(async () => {
  [keys, otherKeys] = await Promise.all([generateTestKeys(), generateTestKeys()]);
});

function verifier(options: Partial<TokenVerificationOptions> = {}) {
  return createTokenVerifier({ publicKey: keys.publicKeyPem, now: () => NOW_MS, ...options });
}

const failureOf = (promise: Promise<unknown>) =>
  failure<SiteEventVerificationError>(promise, isSiteEventVerificationError);

describe('createTokenVerifier: accepted tokens', () => {
  it('returns the claims, the signing input and when the token stops being acceptable', async () => {
    const token = await signRawClaims({ data: '{}', iat: NOW_SECONDS - 10 }, keys.privateKey);
    const verified = await verifier({ maxAgeSeconds: 300, clockToleranceSeconds: 30 })(token);
    expect(verified.claims).toEqual({ data: '{}', iat: NOW_SECONDS - 10 });
    expect(verified.signingInput).toBe(token.split('.').slice(0, 2).join('.'));
    expect(verified.acceptedUntil).toBe(NOW_SECONDS - 10 + 300 + 30);
  });

  it('bounds acceptance by exp when it comes before the age limit', async () => {
    const token = await signRawClaims({ data: '{}', exp: NOW_SECONDS + 5 }, keys.privateKey);
    const verified = await verifier({ clockToleranceSeconds: 0 })(token);
    expect(verified.acceptedUntil).toBe(NOW_SECONDS + 5);
  });

  it('accepts a token without exp (the platform may omit it), bounded by its age', async () => {
    const token = await signRawClaims({ data: '{}' }, keys.privateKey);
    await expect(verifier()(token)).resolves.toMatchObject({ claims: { data: '{}' } });
  });

  it('accepts a PS256 token when PS256 is allowed, importing the key for that algorithm', async () => {
    const pssKey = await importPKCS8(keys.privateKeyPem, 'PS256');
    const token = await signRawClaims({ data: '{}' }, pssKey, { alg: 'PS256' });
    const verify = verifier({ algorithms: ['RS256', 'PS256'] });
    await expect(verify(token)).resolves.toMatchObject({ claims: { data: '{}' } });
    const rs256 = await signRawClaims({ data: 'rs' }, keys.privateKey);
    await expect(verify(rs256)).resolves.toMatchObject({ claims: { data: 'rs' } });
  });

  it('accepts an ES256 key when configured for it', async () => {
    const ec = await generateTestKeys('ES256');
    const token = await signRawClaims({ data: '{}' }, ec.privateKey, { alg: 'ES256' });
    await expect(verifier({ publicKey: ec.publicKeyPem, algorithms: ['ES256'] })(token)).resolves.toBeDefined();
  });

  it('accepts an imported WebCrypto public key', async () => {
    const token = await signRawClaims({ data: '{}' }, keys.privateKey);
    await expect(verifier({ publicKey: keys.publicKey })(token)).resolves.toBeDefined();
  });
});

describe('createTokenVerifier: signatures and algorithms', () => {
  it('refuses a token signed by another key', async () => {
    const token = await signRawClaims({ data: '{}' }, otherKeys.privateKey);
    expect((await failureOf(verifier()(token))).code).toBe('EVENT_SIGNATURE_INVALID');
  });

  it('refuses a token whose payload was altered after signing', async () => {
    const [header, , signature] = (await signRawClaims({ data: '{"a":1}' }, keys.privateKey)).split('.');
    const forged = base64url.encode(JSON.stringify({ data: '{"a":2}', iat: NOW_SECONDS }));
    expect((await failureOf(verifier()(`${header}.${forged}.${signature}`))).code).toBe('EVENT_SIGNATURE_INVALID');
  });

  it('refuses HS256 signed with the public key as the shared secret (algorithm confusion)', async () => {
    const secret = new TextEncoder().encode(keys.publicKeyPem);
    const token = await signRawClaims({ data: '{}' }, secret, { alg: 'HS256' });
    const failure = await failureOf(verifier()(token));
    expect(failure.code).toBe('EVENT_ALGORITHM_NOT_ALLOWED');
  });

  it('refuses PS256 when only RS256 is allowed, although the key could verify it', async () => {
    const pssKey = await importPKCS8(keys.privateKeyPem, 'PS256');
    const token = await signRawClaims({ data: '{}' }, pssKey, { alg: 'PS256' });
    await expect(verifier({ algorithms: ['PS256'] })(token)).resolves.toBeDefined();
    expect((await failureOf(verifier()(token))).code).toBe('EVENT_ALGORITHM_NOT_ALLOWED');
  });

  it('refuses an unsigned token (alg none)', async () => {
    const header = base64url.encode(JSON.stringify({ alg: 'none' }));
    const payload = base64url.encode(JSON.stringify({ data: '{}', iat: NOW_SECONDS }));
    expect((await failureOf(verifier()(`${header}.${payload}.`))).code).toBe('EVENT_ALGORITHM_NOT_ALLOWED');
  });

  it('reports a key that cannot verify an allowed algorithm as unusable', async () => {
    const ec = await generateKeyPair('ES256', { extractable: true });
    const token = await new SignJWT({ data: '{}' })
      .setProtectedHeader({ alg: 'ES256' })
      .setIssuedAt(NOW_SECONDS)
      .sign(ec.privateKey);
    const failure = await failureOf(verifier({ algorithms: ['RS256', 'ES256'] })(token));
    expect(failure.code).toBe('EVENT_KEY_UNUSABLE');
    expect(failure.message).toBe('The events public key cannot verify ES256 signatures');
    expect(await exportSPKI(ec.publicKey)).toContain('BEGIN PUBLIC KEY');
  });

  it('refuses text that is not a JWT', async () => {
    expect((await failureOf(verifier()('not a token'))).code).toBe('EVENT_TOKEN_MALFORMED');
    expect((await failureOf(verifier()(''))).code).toBe('EVENT_TOKEN_MALFORMED');
  });
});

describe('createTokenVerifier: time', () => {
  it('refuses an expired token', async () => {
    const token = await signRawClaims({ data: '{}', exp: NOW_SECONDS - 60 }, keys.privateKey);
    expect((await failureOf(verifier({ clockToleranceSeconds: 30 })(token))).code).toBe('EVENT_TOKEN_EXPIRED');
  });

  it('tolerates an exp within the clock tolerance', async () => {
    const token = await signRawClaims({ data: '{}', exp: NOW_SECONDS - 20 }, keys.privateKey);
    await expect(verifier({ clockToleranceSeconds: 30 })(token)).resolves.toBeDefined();
  });

  it('refuses a token issued longer ago than the maximum age, even without exp', async () => {
    const token = await signRawClaims({ data: '{}', iat: NOW_SECONDS - 400 }, keys.privateKey);
    const failure = await failureOf(verifier({ maxAgeSeconds: 300, clockToleranceSeconds: 30 })(token));
    expect(failure.code).toBe('EVENT_TOKEN_TOO_OLD');
    const fresh = await signRawClaims({ data: '{}', iat: NOW_SECONDS - 320 }, keys.privateKey);
    await expect(verifier({ maxAgeSeconds: 300, clockToleranceSeconds: 30 })(fresh)).resolves.toBeDefined();
  });

  it('defaults to a five-minute maximum age', async () => {
    const token = await signRawClaims({ data: '{}', iat: NOW_SECONDS - 331 }, keys.privateKey);
    expect((await failureOf(verifier()(token))).code).toBe('EVENT_TOKEN_TOO_OLD');
  });

  it('refuses a token that is not valid yet (nbf) or issued in the future (iat)', async () => {
    const notBefore = await signRawClaims({ data: '{}', nbf: NOW_SECONDS + 120 }, keys.privateKey);
    expect((await failureOf(verifier()(notBefore))).code).toBe('EVENT_TOKEN_NOT_YET_VALID');
    const future = await signRawClaims({ data: '{}', iat: NOW_SECONDS + 120 }, keys.privateKey);
    expect((await failureOf(verifier()(future))).code).toBe('EVENT_TOKEN_NOT_YET_VALID');
  });

  it('refuses a token without iat', async () => {
    const token = await new SignJWT({ data: '{}' }).setProtectedHeader({ alg: 'RS256' }).sign(keys.privateKey);
    const failure = await failureOf(verifier()(token));
    expect(failure.code).toBe('EVENT_CLAIM_MISSING');
    expect(failure.message).toBe('missing required "iat" claim');
  });

  it('refuses a token without exp when requireExpiry is set', async () => {
    const token = await signRawClaims({ data: '{}' }, keys.privateKey);
    const failure = await failureOf(verifier({ requireExpiry: true })(token));
    expect(failure.code).toBe('EVENT_CLAIM_MISSING');
    expect(failure.message).toBe('missing required "exp" claim');
  });

  it('refuses an iat that is not a number', async () => {
    const token = await signRawClaims({ data: '{}', iat: 'yesterday' as never }, keys.privateKey);
    expect((await failureOf(verifier()(token))).code).toBe('EVENT_CLAIM_INVALID');
  });
});

describe('createTokenVerifier: issuer and audience', () => {
  it('accepts the configured issuer and audience', async () => {
    const token = await signRawClaims({ data: '{}', iss: 'platform', aud: ['app-1', 'x'] }, keys.privateKey);
    await expect(verifier({ issuer: 'platform', audience: 'app-1' })(token)).resolves.toBeDefined();
    await expect(verifier({ issuer: ['other', 'platform'], audience: ['app-2', 'x'] })(token)).resolves.toBeDefined();
  });

  it('refuses another issuer, or none', async () => {
    const wrong = await signRawClaims({ data: '{}', iss: 'attacker' }, keys.privateKey);
    expect((await failureOf(verifier({ issuer: 'platform' })(wrong))).code).toBe('EVENT_ISSUER_MISMATCH');
    const missing = await signRawClaims({ data: '{}' }, keys.privateKey);
    expect((await failureOf(verifier({ issuer: 'platform' })(missing))).code).toBe('EVENT_CLAIM_MISSING');
  });

  it('refuses another audience, or none', async () => {
    const wrong = await signRawClaims({ data: '{}', aud: 'app-2' }, keys.privateKey);
    expect((await failureOf(verifier({ audience: 'app-1' })(wrong))).code).toBe('EVENT_AUDIENCE_MISMATCH');
    const missing = await signRawClaims({ data: '{}' }, keys.privateKey);
    expect((await failureOf(verifier({ audience: 'app-1' })(missing))).code).toBe('EVENT_CLAIM_MISSING');
  });
});
