import { describe, expect, it } from 'vitest';
import { sha256 as portable } from '../../../src/core/sha256.js';
import { sha256 as nodeCrypto } from '../../../src/core/sha256-node.js';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const ascii = (text: string) => new TextEncoder().encode(text);

// FIPS 180-4 examples (one block, two blocks), the empty message, and a message a byte longer than a block.
const vectors: Array<[string, Uint8Array, string]> = [
  ['empty', ascii(''), 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
  ['"abc"', ascii('abc'), 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
  [
    'two blocks',
    ascii('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq'),
    '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
  ],
];

describe.each([
  ['everywhere (@noble/hashes)', portable],
  ["on Node (the runtime's crypto)", nodeCrypto],
])('SHA-256 %s', (_, sha256) => {
  it.each(vectors)('digests the %s message as FIPS 180-4 says', (_name, message, digest) => {
    expect(hex(sha256(message))).toBe(digest);
  });

  it('answers a plain Uint8Array of 32 bytes', () => {
    const digest = sha256(new Uint8Array(65).fill(7));
    expect(Object.getPrototypeOf(digest)).toBe(Uint8Array.prototype);
    expect(digest).toHaveLength(32);
    expect(hex(digest)).toBe(hex(portable(new Uint8Array(65).fill(7))));
  });
});
