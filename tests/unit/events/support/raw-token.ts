import { SignJWT, type JWTPayload } from 'jose';
import { NOW_SECONDS } from './keys.js';

/** Signs arbitrary claims, for the malformed tokens the test signer is too well-behaved to produce. */
export function signRawClaims(
  claims: JWTPayload,
  key: CryptoKey | Uint8Array,
  header: { alg: string } = { alg: 'RS256' },
): Promise<string> {
  return new SignJWT({ iat: NOW_SECONDS, ...claims }).setProtectedHeader(header).sign(key);
}

/** The `data` claim of a well-formed envelope around `data` and `identity`, both already JSON texts. */
export function envelopeClaim(eventType: string, data: string, identity?: string): string {
  return JSON.stringify({
    eventType,
    instanceId: 'b6f1e2d3-4c5a-4b7e-9f80-1a2b3c4d5e6f',
    ...(identity === undefined ? {} : { identity }),
    data,
  });
}
