import { SiteResponseValidationError } from '../errors/transport-errors.js';

/** The code of the error that stops a page iteration whose server hands out a cursor it already answered. */
export const REPEATED_CURSOR = 'REPEATED_CURSOR';

/** Cursors compared exactly before each fetch: a server that repeats one of these is stopped before re-asking. */
const RECENT_CURSORS = 64;

/**
 * A 128-bit digest of a cursor (SHA-256, cut): cursors can be hundreds of kilobytes, and only equality matters here.
 * Web Crypto where the page has it (secure contexts, Node), else src/core/sha256.ts, loaded only then.
 */
async function digestOf(cursor: string): Promise<string> {
  const bytes = new TextEncoder().encode(cursor);
  const subtle = globalThis.crypto?.subtle;
  const digest = subtle
    ? new Uint8Array(await subtle.digest('SHA-256', bytes))
    : (await import('../core/sha256.js')).sha256(bytes);
  let hex = '';
  for (const byte of digest.subarray(0, 16)) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/**
 * Notices when a page iteration goes round in a loop, in bounded memory (docs/decisions.md, "Cursor loops"): it keeps
 * digests, never cursors; the last 64 (a loop of up to 64 pages stops before a page is fetched twice), plus one
 * checkpoint moved at every power of two (Brent's cycle detection), which finds a longer loop within about twice its
 * length.
 */
export class CursorLoopGuard {
  readonly #recent: string[] = [];
  #checkpoint: string | undefined;
  #stepsSinceCheckpoint = 0;
  #checkpointSpan = 1;

  /** Records the cursor about to be followed; throws a SiteResponseValidationError when it was seen before. */
  async follow(cursor: string): Promise<void> {
    const digest = await digestOf(cursor);
    if (digest === this.#checkpoint || this.#recent.includes(digest)) throw repeatedCursorError(cursor);
    this.#recent.push(digest);
    if (this.#recent.length > RECENT_CURSORS) this.#recent.shift();
    if (++this.#stepsSinceCheckpoint === this.#checkpointSpan) {
      this.#checkpoint = digest;
      this.#checkpointSpan *= 2;
      this.#stepsSinceCheckpoint = 0;
    }
  }

  /** How many digests are kept (at most 65): for tests of the bound. */
  get remembered(): number {
    return this.#recent.length + (this.#checkpoint === undefined ? 0 : 1);
  }
}

function repeatedCursorError(cursor: string): SiteResponseValidationError {
  const shown = cursor.length > 40 ? `${cursor.slice(0, 40)}…` : cursor;
  return new SiteResponseValidationError({
    code: REPEATED_CURSOR,
    message:
      `The server handed out cursor ${JSON.stringify(shown)} again after answering it (a cursor of ${cursor.length} ` +
      'characters); iteration stops here instead of looping',
    details: { cursorLength: cursor.length },
  });
}
