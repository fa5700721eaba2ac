const BASE64URL_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** The official client switches a query GET to a POST when its query string is longer than this. */
export const MAX_GET_QUERY_STRING_LENGTH = 4000;

/** The query parameter that carries a whole complex request. */
export const ENCODED_REQUEST_PARAMETER = '.r';

function sextet(index: number): string {
  return BASE64URL_ALPHABET.charAt(index & 63);
}

/**
 * base64url without padding, one byte group at a time: unlike `btoa(String.fromCodePoint(...bytes))` it never puts
 * the bytes on the call stack, so payloads of any size encode.
 */
export function base64UrlEncode(bytes: Uint8Array): string {
  const chunks: string[] = [];
  for (let index = 0; index < bytes.length; index += 3) {
    const first = bytes[index] as number;
    const second = bytes[index + 1];
    const third = bytes[index + 2];
    const group = (first << 16) | ((second ?? 0) << 8) | (third ?? 0);
    chunks.push(sextet(group >> 18) + sextet(group >> 12));
    if (second !== undefined) chunks.push(sextet(group >> 6));
    if (third !== undefined) chunks.push(sextet(group));
  }
  return chunks.join('');
}

/** The `.r` value of a request: base64url (no padding) of its UTF-8 JSON. */
export function encodeRequestParameter(request: unknown): string {
  return base64UrlEncode(new TextEncoder().encode(JSON.stringify(request)));
}

/** The query string a GET with this `.r` value carries (`.r=…`; base64url needs no percent-encoding). */
export function encodedRequestQueryString(encodedRequest: string): string {
  return `${ENCODED_REQUEST_PARAMETER}=${encodedRequest}`;
}

export function exceedsGetLimit(queryString: string): boolean {
  return queryString.length > MAX_GET_QUERY_STRING_LENGTH;
}

/**
 * Whether a query request says nothing (`{}` or `{"query": {}}`); the official client sends such a request without
 * any query string. Anything else goes in `.r`, `null` values included: dropping them, as the official client's
 * query-string flattening does, would silently turn `{"brand": null}` into "every product".
 */
export function isEmptyQueryRequest(request: { query?: unknown }): boolean {
  return JSON.stringify(request.query ?? {}) === '{}';
}
