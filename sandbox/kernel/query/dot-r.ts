import { fieldFailure } from '../errors.js';

/** Decodes the `.r` query parameter: base64url (unpadded) of the UTF-8 JSON request. */
export function decodeDotR(value: string): unknown {
  const text = Buffer.from(value, 'base64url').toString('utf8');
  try {
    return JSON.parse(text);
  } catch {
    throw fieldFailure('.r', 'is not base64url-encoded JSON', 'FORMAT');
  }
}
