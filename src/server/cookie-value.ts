/**
 * A JSON value as a cookie value: base64url of its UTF-8 text (RFC 4648 §5), which needs no escaping in a cookie
 * (RFC 6265 §4.1.1). Decoding answers `undefined` for anything that is not such a value (other characters, invalid
 * UTF-8, text that is not JSON), so a damaged cookie reads as no cookie.
 */
export function encodeCookieJson(value: unknown): string {
  const bytes = encoder.encode(JSON.stringify(value));
  let binary = '';
  for (let index = 0; index < bytes.length; index += BINARY_SLICE) {
    binary += String.fromCharCode(...bytes.subarray(index, index + BINARY_SLICE));
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function decodeCookieJson(text: string): unknown {
  if (!BASE64URL.test(text) || text.length % 4 === 1) return undefined;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = new Uint8Array(binary.length);
    for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
    return JSON.parse(decoder.decode(bytes));
  } catch {
    return undefined;
  }
}

const BASE64URL = /^[A-Za-z0-9_-]*$/;
/** Bytes turned into characters per `String.fromCharCode` call, well below the engines' argument limits. */
const BINARY_SLICE = 4096;
// Both are stateless: `fatal` decoding throws on invalid UTF-8 instead of keeping state across calls.
const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });
