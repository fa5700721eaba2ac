import { describe, expect, it } from 'vitest';
import {
  base64UrlEncode,
  codeChallengeS256,
  generateCodeVerifier,
  UNRESERVED_CHARACTERS,
} from '../../../../src/auth/login/pkce.js';

describe('PKCE (RFC 7636)', () => {
  it('matches the Appendix B vector', async () => {
    expect(codeChallengeS256('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  // FIPS 180-4 examples (one block, two blocks) and the empty message, as base64url digests of the ASCII message.
  it.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    [
      'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq',
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    ],
  ])('hashes %j with SHA-256 as FIPS 180-4 says', (message, digest) => {
    expect(codeChallengeS256(message)).toBe(Buffer.from(digest, 'hex').toString('base64url'));
  });

  it('generates 43 unreserved characters by default, and any length from 43 to 128', () => {
    const unreserved = /^[A-Za-z0-9\-._~]+$/;
    expect(generateCodeVerifier()).toHaveLength(43);
    for (const length of [43, 64, 128]) {
      const verifier = generateCodeVerifier(length);
      expect(verifier).toHaveLength(length);
      expect(verifier).toMatch(unreserved);
    }
    expect(UNRESERVED_CHARACTERS).toHaveLength(66);
  });

  it('refuses lengths outside 43..128', () => {
    for (const length of [0, 42, 129, 43.5]) expect(() => generateCodeVerifier(length)).toThrow(RangeError);
  });

  it('draws fresh verifiers that use the whole alphabet', () => {
    const seen = new Set<string>();
    const verifiers = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const verifier = generateCodeVerifier(128);
      verifiers.add(verifier);
      for (const character of verifier) seen.add(character);
    }
    expect(verifiers.size).toBe(200);
    expect(seen.size).toBe(66);
  });

  it('encodes base64url without padding', async () => {
    expect(base64UrlEncode(new Uint8Array([251, 255, 191]))).toBe('-_-_');
    expect(base64UrlEncode(new Uint8Array([1]))).toBe('AQ');
    const challenge = codeChallengeS256(generateCodeVerifier());
    expect(challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
