import { exportPKCS8, exportSPKI, generateKeyPair, importPKCS8, type CryptoKey } from 'jose';
import type { Database } from '../db/database.js';
import { readSetting, writeSetting } from '../db/settings-store.js';

export interface SigningKey {
  privateKey: CryptoKey;
  publicKeyPem: string;
  keyId: string;
}

interface StoredKey {
  privatePem: string;
  publicPem: string;
  keyId: string;
}

/** The RS256 key that signs webhook JWTs; made once and kept in the database, so receivers can pin it. */
export async function loadSigningKey(db: Database): Promise<SigningKey> {
  let stored = readSetting<StoredKey>(db, 'webhookSigningKey');
  if (!stored) {
    const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
    stored = {
      privatePem: await exportPKCS8(privateKey),
      publicPem: await exportSPKI(publicKey),
      keyId: crypto.randomUUID(),
    };
    writeSetting(db, 'webhookSigningKey', stored);
  }
  return {
    privateKey: await importPKCS8(stored.privatePem, 'RS256'),
    publicKeyPem: stored.publicPem,
    keyId: stored.keyId,
  };
}
