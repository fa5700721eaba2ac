import { createHash } from 'node:crypto';

/** SHA-256 by the runtime's own crypto, for runtimes that resolve the `node` condition (docs/decisions.md#49). */
export function sha256(bytes: Uint8Array): Uint8Array {
  return new Uint8Array(createHash('sha256').update(bytes).digest());
}
