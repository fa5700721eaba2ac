import type { CallOptions } from '../http/call-options.js';

/** A v1 query call: no argument for the fluent builder, a ready-made query (and call options) for one raw page. */
export interface TwoFormQuery<TBuilder, TQuery, TPage> {
  (): TBuilder;
  (query: TQuery, call?: CallOptions): Promise<TPage>;
}

/** The two forms over one sender: the builder sends its pages through `sendQuery` too. */
export function twoFormQuery<TBuilder, TQuery, TPage>(
  newBuilder: () => TBuilder,
  sendQuery: (request: { query?: TQuery }, call?: CallOptions) => Promise<TPage>,
): TwoFormQuery<TBuilder, TQuery, TPage> {
  return ((...args: [] | [TQuery, CallOptions?]) =>
    args.length === 0 ? newBuilder() : sendQuery({ query: args[0] }, args[1])) as TwoFormQuery<TBuilder, TQuery, TPage>;
}
