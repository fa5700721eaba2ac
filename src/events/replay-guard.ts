import { base64url } from 'jose';
import { SiteEventVerificationError } from './event-errors.js';
import type { ReplayStore } from './replay-store.js';
import type { VerifiedToken } from './verify-token.js';

/**
 * The token's identity for replay detection: its `jti` when it has one, otherwise a hash of what the signature
 * covers. Hashing the whole token would let a replay slip through with a re-encoded or (ECDSA) re-derived signature.
 */
export async function replayKeyFor(token: VerifiedToken): Promise<string> {
  const { jti, iss } = token.claims;
  if (typeof jti === 'string' && jti !== '') return `jti:${iss ?? ''}:${jti}`;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token.signingInput));
  return `sha256:${base64url.encode(new Uint8Array(digest))}`;
}

/**
 * Records the token as processed, for as long as it would otherwise still be accepted, and returns its key; throws
 * when it was processed before.
 */
export async function claimToken(store: ReplayStore, token: VerifiedToken, nowMs: number): Promise<string> {
  const key = await replayKeyFor(token);
  const ttlSeconds = Math.max(1, token.acceptedUntil - Math.floor(nowMs / 1000));
  if (!(await store.add(key, ttlSeconds))) {
    throw new SiteEventVerificationError({
      code: 'EVENT_TOKEN_REPLAYED',
      message: 'This event token was already processed',
    });
  }
  return key;
}
