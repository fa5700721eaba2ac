import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256 } from '../../../src/auth/sha256.js';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const ascii = (text: string) => new TextEncoder().encode(text);

describe('sha256', () => {
  // FIPS 180-4 examples (one block, two blocks) and the empty message.
  it.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    [
      'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq',
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    ],
  ])('hashes %j as the standard says', (message, digest) => {
    expect(hex(sha256(ascii(message)))).toBe(digest);
  });

  it('agrees with node:crypto at every length around the block and padding boundaries', () => {
    for (let length = 0; length <= 200; length++) {
      const message = randomBytes(length);
      expect(hex(sha256(message)), `length ${length}`).toBe(createHash('sha256').update(message).digest('hex'));
    }
  });

  it('hashes a message of many blocks', () => {
    const message = randomBytes(100_003);
    expect(hex(sha256(message))).toBe(createHash('sha256').update(message).digest('hex'));
  });

  it('leaves the message as it was', () => {
    const message = ascii('code verifier');
    sha256(message);
    expect(message).toEqual(ascii('code verifier'));
  });
});
