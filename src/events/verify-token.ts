import { errors, jwtVerify, type JWTPayload } from 'jose';
import { SiteEventError, SiteEventVerificationError, type EventVerificationErrorCode } from './event-errors.js';
import { createPublicKeyResolver } from './public-key.js';

/** Signature algorithms a public key can verify. Shared-secret algorithms (HS*) and `none` are never accepted. */
export type EventSigningAlgorithm =
  'RS256' | 'RS384' | 'RS512' | 'PS256' | 'PS384' | 'PS512' | 'ES256' | 'ES384' | 'ES512' | 'EdDSA' | 'Ed25519';

const ASYMMETRIC_ALGORITHMS: ReadonlySet<string> = new Set<EventSigningAlgorithm>([
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
  'Ed25519',
]);

export const DEFAULT_MAX_AGE_SECONDS = 300;
export const DEFAULT_CLOCK_TOLERANCE_SECONDS = 30;

export interface TokenVerificationOptions {
  /** The app's public key: PEM, base64 of a PEM, or an imported WebCrypto key. */
  publicKey: string | CryptoKey;
  /** The only header `alg` values accepted. Default `['RS256']`, what the platform signs with. */
  algorithms?: readonly EventSigningAlgorithm[];
  /** When set, the `iss` claim must be (one of) this. */
  issuer?: string | readonly string[];
  /** When set, the `aud` claim must contain (one of) this. */
  audience?: string | readonly string[];
  /** A token whose `iat` is older than this is rejected. Default 300. `iat` is always required. */
  maxAgeSeconds?: number;
  /** Allowed clock skew for `exp`, `nbf` and `iat`. Default 30. */
  clockToleranceSeconds?: number;
  /** Also require an `exp` claim. Default false: the platform may omit `exp`, and the age bound applies anyway. */
  requireExpiry?: boolean;
  /** Milliseconds since the epoch; injected by tests. */
  now?: () => number;
}

export interface VerifiedToken {
  claims: JWTPayload;
  /** `header.payload`: what the signature covers. Unlike the signature segment, it cannot be re-encoded. */
  signingInput: string;
  /** Unix seconds after which this token would be refused anyway; a replay record need not outlive it. */
  acceptedUntil: number;
}

/**
 * Verifies a token. A token older than `maxAgeSeconds` is refused unless `mayBeOlder` (asked only after the signature
 * and every other claim checked out) accepts it: the processor does so for the redelivery of a token whose handlers
 * failed.
 */
export type TokenVerifier = (
  token: string,
  mayBeOlder?: (token: VerifiedToken) => Promise<boolean>,
) => Promise<VerifiedToken>;

export function createTokenVerifier(options: TokenVerificationOptions): TokenVerifier {
  const algorithms = checkAlgorithms(options.algorithms ?? ['RS256']);
  const maxAgeSeconds = checkSeconds('maxAgeSeconds', options.maxAgeSeconds ?? DEFAULT_MAX_AGE_SECONDS);
  const tolerance = checkSeconds(
    'clockToleranceSeconds',
    options.clockToleranceSeconds ?? DEFAULT_CLOCK_TOLERANCE_SECONDS,
  );
  const resolveKey = createPublicKeyResolver(options.publicKey);
  const now = options.now ?? Date.now;

  return async (token, mayBeOlder) => {
    try {
      const { payload } = await jwtVerify(token, ({ alg }) => resolveKeyOrFail(resolveKey, alg), {
        algorithms: [...algorithms],
        issuer: options.issuer === undefined ? undefined : toArray(options.issuer),
        audience: options.audience === undefined ? undefined : toArray(options.audience),
        clockTolerance: tolerance,
        requiredClaims: options.requireExpiry ? ['iat', 'exp'] : ['iat'],
        currentDate: new Date(now()),
      });
      const verified = {
        claims: payload,
        signingInput: token.slice(0, token.lastIndexOf('.')),
        acceptedUntil: acceptedUntil(payload, maxAgeSeconds, tolerance),
      };
      const age = Math.floor(now() / 1000) - (payload.iat ?? 0);
      if (age < -tolerance) throw new errors.JWTClaimValidationFailed('"iat" claim is in the future', payload, 'iat');
      if (age - tolerance > maxAgeSeconds && !(await mayBeOlder?.(verified))) {
        throw new errors.JWTExpired('"iat" claim timestamp check failed (too far in the past)', payload, 'iat');
      }
      return verified;
    } catch (error) {
      throw toVerificationError(error);
    }
  };
}

function checkAlgorithms(algorithms: readonly string[]): readonly string[] {
  if (algorithms.length === 0) throw new TypeError('At least one events signing algorithm is required');
  const refused = algorithms.filter((algorithm) => !ASYMMETRIC_ALGORITHMS.has(algorithm));
  if (refused.length > 0) {
    throw new TypeError(`Events must be verified with a public-key algorithm; refused: ${refused.join(', ')}`);
  }
  return algorithms;
}

function checkSeconds(name: string, value: number): number {
  if (!Number.isFinite(value) || value < 0) throw new TypeError(`${name} must be a finite number >= 0`);
  return value;
}

function toArray(value: string | readonly string[]): string[] {
  return typeof value === 'string' ? [value] : [...value];
}

async function resolveKeyOrFail(resolveKey: (algorithm: string) => Promise<CryptoKey>, algorithm: string) {
  try {
    return await resolveKey(algorithm);
  } catch (cause) {
    throw new SiteEventVerificationError({
      code: 'EVENT_KEY_UNUSABLE',
      message: `The events public key cannot verify ${algorithm} signatures`,
      cause,
    });
  }
}

function acceptedUntil(claims: JWTPayload, maxAgeSeconds: number, tolerance: number): number {
  const ageLimit = (claims.iat ?? 0) + maxAgeSeconds + tolerance;
  return claims.exp === undefined ? ageLimit : Math.min(ageLimit, claims.exp + tolerance);
}

function toVerificationError(error: unknown): SiteEventError {
  if (error instanceof SiteEventError) return error;
  const [code, message] = describeFailure(error);
  return new SiteEventVerificationError({ code, message, cause: error });
}

function describeFailure(error: unknown): [EventVerificationErrorCode, string] {
  if (error instanceof errors.JOSEAlgNotAllowed) return ['EVENT_ALGORITHM_NOT_ALLOWED', error.message];
  if (error instanceof errors.JWSSignatureVerificationFailed) return ['EVENT_SIGNATURE_INVALID', error.message];
  if (error instanceof errors.JWTExpired) {
    return error.claim === 'iat' ? ['EVENT_TOKEN_TOO_OLD', error.message] : ['EVENT_TOKEN_EXPIRED', error.message];
  }
  if (error instanceof errors.JWTClaimValidationFailed) return [claimFailureCode(error), error.message];
  if (error instanceof errors.JWSInvalid || error instanceof errors.JWTInvalid) {
    return ['EVENT_TOKEN_MALFORMED', error.message];
  }
  return ['EVENT_SIGNATURE_INVALID', error instanceof Error ? error.message : 'The event token could not be verified'];
}

function claimFailureCode(error: errors.JWTClaimValidationFailed): EventVerificationErrorCode {
  if (error.reason === 'missing') return 'EVENT_CLAIM_MISSING';
  if (error.reason === 'invalid') return 'EVENT_CLAIM_INVALID';
  if (error.claim === 'nbf' || error.claim === 'iat') return 'EVENT_TOKEN_NOT_YET_VALID';
  if (error.claim === 'iss') return 'EVENT_ISSUER_MISMATCH';
  if (error.claim === 'aud') return 'EVENT_AUDIENCE_MISMATCH';
  return 'EVENT_CLAIM_INVALID';
}
