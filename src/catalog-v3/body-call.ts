import type { SiteContext } from '../core/site-context.js';
import type { CallOptions } from '../http/call-options.js';
import { callOperation } from '../http/call-operation.js';
import type { ResponseOf, RequestOf } from '../http/operation.js';
import type { OperationName, Operations } from '../http/operations.js';

type BodyOf<N extends OperationName> = NonNullable<RequestOf<Operations[N]> extends { body?: infer B } ? B : never>;

/**
 * The many v3 calls whose first argument travels in the body under `key`, beside the options: `(filter, options,
 * call)` sends `{ body: { filter, ...options } }`. `toWire` turns the argument into its wire form where the caller's
 * differs (a bulk update's field masks). Bound to one site client's context, as `callerFor` is.
 */
export function bodyCallsFor(context: SiteContext) {
  return <N extends OperationName>(
    name: N,
    key: keyof BodyOf<N> & string,
    toWire: (lead: never) => unknown = (lead) => lead,
  ) => {
    const wireForm = toWire as (lead: unknown) => unknown;
    return (lead: unknown, options?: object, call?: CallOptions): Promise<ResponseOf<Operations[N]>> =>
      callOperation(context, name, { body: { [key]: wireForm(lead), ...options } } as never, call);
  };
}
