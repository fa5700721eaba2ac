/**
 * The longest value one cookie carries. Browsers keep at least 4096 bytes of name, value and attributes per cookie
 * (RFC 6265 §6.1); a longer value is split into `<name>.0`, `<name>.1`, … as Auth.js does.
 */
export const CHUNK_LENGTH = 3800;
/** More chunks than this is no cookie of ours (an oversized or forged header): it reads as none. */
export const MAX_CHUNKS = 8;

/** One cookie to set (`value`) or to clear (`value` null). */
export interface CookieWrite {
  name: string;
  value: string | null;
}

/** The value under `name`, whole or joined from its chunks; undefined when absent or longer than allowed. */
export function readChunked(cookies: ReadonlyMap<string, string>, name: string): string | undefined {
  const whole = cookies.get(name);
  if (whole !== undefined) return whole.length <= CHUNK_LENGTH ? whole : undefined;
  let joined: string | undefined;
  for (let index = 0; cookies.has(`${name}.${index}`); index++) {
    if (index >= MAX_CHUNKS) return undefined;
    const chunk = cookies.get(`${name}.${index}`)!;
    if (chunk.length > CHUNK_LENGTH) return undefined;
    joined = (joined ?? '') + chunk;
  }
  return joined;
}

/**
 * The writes that leave `value` (or nothing, for null) under `name`: the value whole or in chunks, and every cookie
 * of the other form or beyond the last chunk that the request carried cleared, so that no stale chunk is joined later.
 */
export function chunkedWrites(cookies: ReadonlyMap<string, string>, name: string, value: string | null): CookieWrite[] {
  const chunks = value === null ? [] : splitIntoChunks(value);
  const writes: CookieWrite[] =
    chunks.length === 1
      ? [{ name, value: chunks[0]! }]
      : chunks.map((chunk, index) => ({ name: `${name}.${index}`, value: chunk }));
  const written = new Set(writes.map((write) => write.name));
  for (const present of cookies.keys()) {
    if ((present === name || isChunkOf(present, name)) && !written.has(present))
      writes.push({ name: present, value: null });
  }
  return writes;
}

function splitIntoChunks(value: string): string[] {
  if (value.length <= CHUNK_LENGTH) return [value];
  const chunks: string[] = [];
  for (let start = 0; start < value.length; start += CHUNK_LENGTH)
    chunks.push(value.slice(start, start + CHUNK_LENGTH));
  return chunks;
}

function isChunkOf(cookie: string, name: string): boolean {
  return cookie.startsWith(`${name}.`) && /^\d+$/.test(cookie.slice(name.length + 1));
}
