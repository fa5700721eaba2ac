/**
 * A JSON value as a cookie value: base64url of its UTF-8 text (RFC 4648 §5), which needs no escaping in a cookie
 * (RFC 6265 §4.1.1). Decoding answers `undefined` for anything that is not such a value (other characters, invalid
 * UTF-8, text that is not JSON), so a damaged cookie reads as no cookie.
 */
export function encodeCookieJson(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const BASE64URL = /^[A-Za-z0-9_-]*$/;

export function decodeCookieJson(text: string): unknown {
  if (!BASE64URL.test(text) || text.length % 4 === 1) return undefined;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0));
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return undefined;
  }
}
