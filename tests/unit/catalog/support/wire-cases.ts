import { expect, it } from 'vitest';
import type { SiteContext } from '../../../../src/core/site-context.js';
import { calledMethod } from './called-method.js';
import { decodeEncodedRequest, testContext, type useCatalogServer } from './catalog-server.js';

/** One call of a catalog module, the request it must send, and what it must resolve to. */
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

/** What a case expects beyond its request line, and what its name adds after the method's name. */
export type Exchange = Pick<WireCase<unknown>, 'query' | 'body' | 'answer' | 'resolves'> & { detail?: string };

/**
 * A case from its call, the request line it must send (`'POST /stores/v1/products'`) and the rest of the exchange,
 * named after the module method the call starts with (and `detail`, when the exchange has one).
 */
export function wire<Module>(
  call: (module: Module) => Promise<unknown>,
  request: string,
  { detail, ...exchange }: Exchange = {},
): WireCase<Module> {
  const [method = '', path = ''] = request.split(' ');
  const name = [calledMethod(call), detail].filter(Boolean).join(' ');
  return { name, call, method, path, ...exchange };
}

/** Cases of calls that come in an add and a remove form: `build` gives the cases of one change from its calls. */
export function addAndRemoveCases<Calls extends Record<'add' | 'remove', unknown>, Module>(
  calls: Calls,
  build: (calls: Calls['add' | 'remove'], change: 'add' | 'remove') => Array<WireCase<Module>>,
): Array<WireCase<Module>> {
  return (['add', 'remove'] as const).flatMap((change) => build(calls[change], change));
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
  // One `it` per case rather than `it.each`, whose `$name` titles are cut short.
  for (const wire of cases)
    it(wire.name, async () => {
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
