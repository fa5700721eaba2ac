import { createHash, timingSafeEqual } from 'node:crypto';

/** RFC 7636 S256: base64url(SHA-256(verifier)) without padding must equal the challenge. */
export function verifierMatchesChallenge(verifier: string, challenge: string): boolean {
  const computed = Buffer.from(createHash('sha256').update(verifier, 'ascii').digest('base64url'));
  const expected = Buffer.from(challenge);
  return computed.length === expected.length && timingSafeEqual(computed, expected);
}
