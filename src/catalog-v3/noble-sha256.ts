// The one function of @noble/hashes that a dynamic import() needs: a bundler keeps every export of a module loaded
// that way, and only `sha256` of this one.
export { sha256 } from '@noble/hashes/sha2.js';
