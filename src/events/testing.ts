import { importPKCS8, SignJWT } from 'jose';
import type { DecodedEvent } from '../../generated/types.gen.js';
import { encodeEventEnvelope } from './encode-envelope.js';
import type { EventSigningAlgorithm } from './verify-token.js';

export { encodeEventEnvelope } from './encode-envelope.js';

export interface TestEventSignerOptions {
  /** The key the matching public key verifies: a WebCrypto private key or a PKCS#8 PEM. */
  privateKey: CryptoKey | string;
  /** Default `RS256`, as the platform signs. */
  algorithm?: EventSigningAlgorithm;
  /** Sent as the header's `kid`. */
  keyId?: string;
  issuer?: string;
  audience?: string | string[];
  /** Adds an `exp` this many seconds after `iat`. Default: no `exp`, as the platform may send. */
  expiresInSeconds?: number;
  /** Milliseconds since the epoch; sets `iat`. */
  now?: () => number;
}

/** Per-token claims, in Unix seconds, to produce stale, future-dated or otherwise unusual tokens in tests. */
export interface TestEventClaims {
  issuedAt?: number;
  expiresAt?: number;
  notBefore?: number;
  jwtId?: string;
  issuer?: string;
  audience?: string | string[];
}

export interface TestEventSigner {
  /** A JWT exactly as the platform delivers `event`: the `data` claim holds the double-encoded envelope. */
  sign(event: DecodedEvent, claims?: TestEventClaims): Promise<string>;
}

/** Signs events for tests and local platforms. Import it from `sitekit/events/testing`, never in production code. */
export function createTestEventSigner(options: TestEventSignerOptions): TestEventSigner {
  const algorithm = options.algorithm ?? 'RS256';
  const now = options.now ?? Date.now;
  let importedKey: Promise<CryptoKey> | undefined;
  const signingKey = async () =>
    typeof options.privateKey === 'string'
      ? (importedKey ??= importPKCS8(options.privateKey, algorithm))
      : options.privateKey;

  return {
    async sign(event, claims = {}) {
      const issuedAt = claims.issuedAt ?? Math.floor(now() / 1000);
      const expiresAt =
        claims.expiresAt ?? (options.expiresInSeconds === undefined ? undefined : issuedAt + options.expiresInSeconds);
      const jwt = new SignJWT({ data: JSON.stringify(encodeEventEnvelope(event)) })
        .setProtectedHeader(options.keyId === undefined ? { alg: algorithm } : { alg: algorithm, kid: options.keyId })
        .setIssuedAt(issuedAt);
      if (expiresAt !== undefined) jwt.setExpirationTime(expiresAt);
      if (claims.notBefore !== undefined) jwt.setNotBefore(claims.notBefore);
      if (claims.jwtId !== undefined) jwt.setJti(claims.jwtId);
      const issuer = claims.issuer ?? options.issuer;
      if (issuer !== undefined) jwt.setIssuer(issuer);
      const audience = claims.audience ?? options.audience;
      if (audience !== undefined) jwt.setAudience(audience);
      return jwt.sign(await signingKey());
    },
  };
}

export function signTestEvent(
  event: DecodedEvent,
  options: TestEventSignerOptions,
  claims?: TestEventClaims,
): Promise<string> {
  return createTestEventSigner(options).sign(event, claims);
}
