import { expect, it } from 'vitest';
import type { SiteContext } from '../../../../src/core/site-context.js';
import { decodeEncodedRequest, testContext, type useCatalogServer } from './catalog-server.js';

/** One call of a catalogue module, the request it must send, and what it must resolve to. */
export interface WireCase<Module> {
  name: string;
  call: (module: Module) => Promise<unknown>;
  method: string;
  path: string;
  /** Query parameters; `.r` is compared decoded. */
  query?: Record<string, unknown>;
  body?: unknown;
  answer?: unknown;
  /** What the call resolves to, when it is not the answer itself. */
  resolves?: unknown;
}

/**
 * One test per case: the call sends exactly the request described (method, path, query with `.r` decoded, body) and
 * resolves to the answer (or `resolves`).
 */
export function itSendsEachCase<Module>(
  server: ReturnType<typeof useCatalogServer>,
  cases: ReadonlyArray<WireCase<Module>>,
  create: (context: SiteContext) => Module,
): void {
  it.each(cases)('$name', async (wire) => {
    server.answer(() => (wire.answer ?? {}) as never);
    const resolved = await wire.call(create(testContext()));
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request?.method).toBe(wire.method);
    expect(request?.path).toBe(wire.path);
    const { '.r': encoded, ...query } = request?.query ?? {};
    const sentQuery = encoded === undefined ? query : { ...query, '.r': decodeEncodedRequest(encoded as string) };
    expect(sentQuery).toEqual(wire.query ?? {});
    expect(request?.body).toEqual(wire.body);
    expect(resolved).toEqual('resolves' in wire ? wire.resolves : wire.answer);
  });
}
