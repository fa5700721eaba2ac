import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { dotRPayload } from '../../../../sandbox/kernel/http/dot-r-input.js';

const dotR = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64url');
const querySchema = z.object({ '.r': z.optional(z.string()) });

/** Reads the same `.r` text several times, as a client repeating one request. */
function readTimes<S extends z.core.$ZodType>(schema: S, payload: unknown, times = 3): unknown[] {
  const query = { '.r': dotR(payload) };
  return Array.from({ length: times }, () => dotRPayload(querySchema, schema, query));
}

describe('dotRPayload', () => {
  it('answers a repeated request with the same payload, as a fresh object each time', () => {
    const schema = z.object({ search: z.object({ filter: z.optional(z.record(z.string(), z.unknown())) }) });
    const payload = { search: { filter: { name: { $startsWith: 'A' } } } };
    const read = readTimes(schema, payload);
    for (const each of read) expect(each).toEqual(payload);
    expect(read[1]).not.toBe(read[0]);
    (read[1] as { search: { filter: unknown } }).search.filter = 'changed by one caller';
    expect(dotRPayload(querySchema, schema, { '.r': dotR(payload) })).toEqual(payload);
  });

  it('keeps applying what the schema changes (dropped keys, defaults) on every repeat', () => {
    const schema = z.object({ limit: z._default(z.number(), 50) });
    for (const each of readTimes(schema, { extra: true })) expect(each).toEqual({ limit: 50 });
  });

  it('refuses a bad payload with a 400 on every repeat', () => {
    const schema = z.object({ limit: z.number() });
    const query = { '.r': dotR({ limit: 'many' }) };
    for (let i = 0; i < 3; i++)
      expect(() => dotRPayload(querySchema, schema, query)).toThrow(
        expect.objectContaining({ status: 400 }) as unknown as Error,
      );
  });

  it('reads no `.r` (or an empty one) as an empty request', () => {
    const schema = z.object({ limit: z._default(z.number(), 50) });
    expect(dotRPayload(querySchema, schema, {})).toEqual({ limit: 50 });
    expect(dotRPayload(querySchema, schema, { '.r': '' })).toEqual({ limit: 50 });
  });
});
