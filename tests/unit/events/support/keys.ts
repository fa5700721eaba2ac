import { exportPKCS8, exportSPKI, generateKeyPair } from 'jose';

export interface TestKeys {
  publicKey: CryptoKey;
  privateKey: CryptoKey;
  publicKeyPem: string;
  privateKeyPem: string;
}

export async function generateTestKeys(algorithm = 'RS256'): Promise<TestKeys> {
  const { publicKey, privateKey } = await generateKeyPair(algorithm, { extractable: true });
  return {
    publicKey,
    privateKey,
    publicKeyPem: await exportSPKI(publicKey),
    privateKeyPem: await exportPKCS8(privateKey),
  };
}

/** A fixed "now": 2026-04-20T12:00:00Z, after every date in the contract's examples. */
export const NOW_MS = Date.parse('2026-04-20T12:00:00.000Z');
export const NOW_SECONDS = Math.floor(NOW_MS / 1000);
