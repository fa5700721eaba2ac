/**
 * SHA-256 (FIPS 180-4 §6.2), synchronous, for the PKCE code challenge: Web Crypto's digest is asynchronous only, and
 * a hashing library weighs several times these lines in every app that signs members in.
 */

interface Constants {
  /** The first 32 bits of the fractional parts of the square roots of the first 8 primes (§5.3.3). */
  initial: Uint32Array;
  /** The first 32 bits of the fractional parts of the cube roots of the first 64 primes (§4.2.2). */
  rounds: Uint32Array;
}

let constants: Constants | undefined;

type EightWords = [number, number, number, number, number, number, number, number];

const fractionBits = (root: number): number => ((root - Math.floor(root)) * 2 ** 32) >>> 0;

function isPrime(candidate: number): boolean {
  for (let divisor = 2; divisor * divisor <= candidate; divisor++) if (candidate % divisor === 0) return false;
  return true;
}

/** Derived once, on the first hash, rather than written out as 72 literals. */
function sha256Constants(): Constants {
  if (constants) return constants;
  const initial = new Uint32Array(8);
  const rounds = new Uint32Array(64);
  for (let candidate = 2, found = 0; found < 64; candidate++) {
    if (!isPrime(candidate)) continue;
    if (found < 8) initial[found] = fractionBits(Math.sqrt(candidate));
    rounds[found++] = fractionBits(Math.cbrt(candidate));
  }
  return (constants = { initial, rounds });
}

const rotateRight = (word: number, bits: number): number => (word >>> bits) | (word << (32 - bits));

/** The message padded to whole 64-byte blocks: a 1 bit, zeros, and the length in bits as a 64-bit big-endian number. */
function padded(message: Uint8Array): DataView {
  const blocks = new Uint8Array(((message.length + 72) >> 6) << 6);
  blocks.set(message);
  blocks[message.length] = 0x80;
  const view = new DataView(blocks.buffer);
  const bits = message.length * 8;
  view.setUint32(blocks.length - 8, Math.floor(bits / 2 ** 32));
  view.setUint32(blocks.length - 4, bits >>> 0);
  return view;
}

/** Applies one 64-byte block to the hash state (§6.2.2); the typed arrays keep every word modulo 2^32. */
function compress(state: Uint32Array, schedule: Uint32Array, rounds: Uint32Array, view: DataView, offset: number) {
  for (let t = 0; t < 16; t++) schedule[t] = view.getUint32(offset + t * 4);
  for (let t = 16; t < 64; t++) {
    const early = schedule[t - 15]!;
    const late = schedule[t - 2]!;
    const sigma0 = rotateRight(early, 7) ^ rotateRight(early, 18) ^ (early >>> 3);
    const sigma1 = rotateRight(late, 17) ^ rotateRight(late, 19) ^ (late >>> 10);
    schedule[t] = schedule[t - 16]! + sigma0 + schedule[t - 7]! + sigma1;
  }
  let [a, b, c, d, e, f, g, h] = Array.from(state) as EightWords;
  for (let t = 0; t < 64; t++) {
    const choose = (e & f) ^ (~e & g);
    const majority = (a & b) ^ (a & c) ^ (b & c);
    const temp1 =
      h + (rotateRight(e, 6) ^ rotateRight(e, 11) ^ rotateRight(e, 25)) + choose + rounds[t]! + schedule[t]!;
    const temp2 = (rotateRight(a, 2) ^ rotateRight(a, 13) ^ rotateRight(a, 22)) + majority;
    h = g;
    g = f;
    f = e;
    e = (d + temp1) | 0;
    d = c;
    c = b;
    b = a;
    a = (temp1 + temp2) | 0;
  }
  [a, b, c, d, e, f, g, h].forEach((word, index) => (state[index] = state[index]! + word));
}

/** The SHA-256 digest of `message`, 32 bytes. */
export function sha256(message: Uint8Array): Uint8Array {
  const { initial, rounds } = sha256Constants();
  const state = initial.slice();
  const schedule = new Uint32Array(64);
  const view = padded(message);
  for (let offset = 0; offset < view.byteLength; offset += 64) compress(state, schedule, rounds, view, offset);
  const digest = new DataView(new ArrayBuffer(32));
  state.forEach((word, index) => digest.setUint32(index * 4, word));
  return new Uint8Array(digest.buffer);
}
