import { sha256 } from '../../core/sha256.js';

/** RFC 7636 §4.1 unreserved characters: letters, digits and `-._~` (66). */
export const UNRESERVED_CHARACTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~';
export const MIN_VERIFIER_LENGTH = 43;
export const MAX_VERIFIER_LENGTH = 128;

/** The largest multiple of 66 below 256: bytes at or above it are redrawn, so every character is equally likely. */
const UNBIASED_BYTE_LIMIT = 256 - (256 % UNRESERVED_CHARACTERS.length);

function randomBytes(length: number): Uint8Array {
  const crypto = globalThis.crypto;
  if (!crypto?.getRandomValues) throw new TypeError('globalThis.crypto.getRandomValues is required for PKCE');
  return crypto.getRandomValues(new Uint8Array(length));
}

/** A random string of unreserved characters; the default length is 43. */
export function generateCodeVerifier(length: number = MIN_VERIFIER_LENGTH): string {
  if (!Number.isInteger(length) || length < MIN_VERIFIER_LENGTH || length > MAX_VERIFIER_LENGTH) {
    throw new RangeError(
      `A code verifier has ${MIN_VERIFIER_LENGTH} to ${MAX_VERIFIER_LENGTH} characters, not ${length}`,
    );
  }
  let verifier = '';
  while (verifier.length < length) {
    for (const byte of randomBytes(length)) {
      if (byte < UNBIASED_BYTE_LIMIT && verifier.length < length) {
        verifier += UNRESERVED_CHARACTERS[byte % UNRESERVED_CHARACTERS.length];
      }
    }
  }
  return verifier;
}

/** base64url without padding (RFC 4648 §5). */
export function base64UrlEncode(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * The S256 code challenge: base64url(SHA-256(ASCII(verifier))), no padding. Synchronous, so that the OAuth data can
 * be stored the moment it is made: Web Crypto's digest is asynchronous only, hence src/core/sha256.ts.
 */
export function codeChallengeS256(verifier: string): string {
  return base64UrlEncode(sha256(new TextEncoder().encode(verifier)));
}
