// SHA-256 everywhere JavaScript runs, synchronously: @noble/hashes' audited implementation. The packed package maps
// this module to sha256-node.ts under the `node` condition (package.json `imports`, docs/decisions.md#49).
export { sha256 } from '@noble/hashes/sha2.js';
