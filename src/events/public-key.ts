import { importSPKI } from 'jose';

const PEM_HEADER = '-----BEGIN PUBLIC KEY-----';
const PEM_FOOTER = '-----END PUBLIC KEY-----';

/**
 * The app's public key as the platform hands it out: a PEM, the base64 of a PEM, or a bare base64 SPKI body. PEMs
 * pasted into environment variables often carry literal `\n` sequences; those are turned back into newlines.
 */
export function normalisePublicKeyPem(publicKey: string): string {
  const text = publicKey.trim().replace(/\\n/g, '\n');
  if (text.includes('-----BEGIN')) return text;
  const body = text.replace(/\s+/g, '');
  const decoded = decodeBase64(body);
  if (decoded?.includes('-----BEGIN')) return decoded.trim();
  if (decoded === undefined) throw new TypeError('The events public key is neither a PEM nor base64');
  return [PEM_HEADER, ...(body.match(/.{1,64}/g) ?? []), PEM_FOOTER].join('\n');
}

function decodeBase64(text: string): string | undefined {
  try {
    return atob(text);
  } catch {
    return undefined;
  }
}

export type PublicKeyResolver = (algorithm: string) => Promise<CryptoKey>;

/** One imported key per algorithm: a WebCrypto key is bound to the algorithm it was imported for. */
export function createPublicKeyResolver(publicKey: string | CryptoKey): PublicKeyResolver {
  if (typeof publicKey !== 'string') return async () => publicKey;
  const pem = normalisePublicKeyPem(publicKey);
  const imported = new Map<string, Promise<CryptoKey>>();
  return (algorithm) => {
    let key = imported.get(algorithm);
    if (key === undefined) {
      key = importSPKI(pem, algorithm);
      imported.set(algorithm, key);
    }
    return key;
  };
}
