import { hash, randomBytes, randomInt, randomUUID } from 'node:crypto';

export const newId = (): string => randomUUID();

/** An opaque bearer value: a recognisable prefix and 256 random bits. */
export const newOpaqueToken = (prefix: string): string => `${prefix}.${randomBytes(32).toString('base64url')}`;

/** Tokens are stored by hash, so a copy of the database does not hold usable credentials. */
export const hashToken = (token: string): string => hash('sha256', token, 'base64url');

export const newNumericCode = (digits = 6): string => String(randomInt(0, 10 ** digits)).padStart(digits, '0');

/** `<unix seconds>.<19 digits>`, the shape of the platform's request ids. */
export function newRequestId(nowMs: number): string {
  const digits = randomUint64().toString().padStart(19, '0').slice(0, 19);
  return `${Math.floor(nowMs / 1000)}.${digits}`;
}

/** Random bytes drawn in blocks: one call to the generator serves 512 request ids. */
const RANDOM_BLOCK_BYTES = 8 * 512;
let randomBlock = Buffer.alloc(0);
let randomOffset = 0;

function randomUint64(): bigint {
  if (randomOffset + 8 > randomBlock.length) {
    randomBlock = randomBytes(RANDOM_BLOCK_BYTES);
    randomOffset = 0;
  }
  const value = randomBlock.readBigUInt64BE(randomOffset);
  randomOffset += 8;
  return value;
}
