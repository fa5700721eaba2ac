import type { AggregationDataV3, PagingMetadataV3 } from '../../generated/types.gen.js';
import type { SiteContext } from '../core/site-context.js';
import type { CallOptions } from '../http/call-options.js';
import { CursorQueryBuilder, CursorSearchBuilder, type CursorPageSource } from './cursor-query-builder.js';
import { sendRead } from '../query-language/read-request.js';
import type { OperationName } from '../http/operations.js';

/**
 * An entity's query and search operations. Their rows say the rest: the GET and POST forms, and the key the answers
 * list the items under.
 */
export interface CursorReadSpec {
  query: OperationName;
  /** Absent for entities without a search (brands, ribbons, customizations, info sections). */
  search?: OperationName;
}

type CursorResponse<TItem> = Partial<Record<string, TItem[]>> & {
  pagingMetadata?: PagingMetadataV3;
  aggregationData?: AggregationDataV3;
};

/**
 * The official two-form read of a v3 entity: `queryX(options?)` is the builder, `queryX(request, options?, call?)` one
 * raw page. {@link cursorReads}' `builderOrRead` implements it.
 */
export interface TwoFormRead<TRequest, TOptions, TBuilder, TPage> {
  (options?: TOptions): TBuilder;
  (request: TRequest, options?: TOptions, call?: CallOptions): Promise<TPage>;
}

/**
 * Whether a query or search call asks for the builder: no argument, or only an options object whose keys are all
 * among `optionKeys` (`queryProducts({ fields })`, docs/decisions.md#20). Anything else is a ready-made query or
 * search.
 */
export function isBuilderCall(args: readonly unknown[], optionKeys: readonly string[]): boolean {
  if (args.length === 0) return true;
  const [first] = args;
  return (
    args.length === 1 &&
    typeof first === 'object' &&
    first !== null &&
    Object.keys(first).every((key) => optionKeys.includes(key))
  );
}

/** The two-form query and search calls of one v3 entity (builder or raw read), all sent through {@link sendRead}. */
export function cursorReads<TItem>(context: SiteContext, spec: CursorReadSpec) {
  const operationOf = (kind: 'query' | 'search'): OperationName => {
    const name = spec[kind];
    if (!name) throw new TypeError(`This entity has no ${kind}`);
    return name;
  };
  const source =
    (kind: 'query' | 'search', siblings: object): CursorPageSource<TItem> =>
    async (request, call) => {
      const name = operationOf(kind);
      const response = await sendRead<CursorResponse<TItem>>(context, name, { ...siblings, [kind]: request }, call);
      const { page } = await context.operations(name);
      return {
        items: (page && response[page.items]) || [],
        pagingMetadata: response.pagingMetadata,
        aggregationData: response.aggregationData,
      };
    };
  const builder = (kind: 'query' | 'search', siblings: object) =>
    kind === 'query'
      ? new CursorQueryBuilder<string, TItem>(source('query', siblings))
      : new CursorSearchBuilder<string, TItem>(source('search', siblings));
  return {
    /**
     * The official two-form call `queryX(options?)` / `queryX(request, options?, call?)`: the builder when the
     * arguments are at most an options object of `optionKeys`, otherwise the raw read. `siblingsOf` turns the options
     * into the body's fields beside the `query` or `search` object.
     */
    builderOrRead(
      kind: 'query' | 'search',
      args: readonly unknown[],
      optionKeys: readonly string[],
      siblingsOf: (options: never) => object,
    ): unknown {
      const siblings = siblingsOf as (options: unknown) => object;
      if (isBuilderCall(args, optionKeys)) {
        return builder(kind, siblings(args[0]));
      }
      const [request, options, call] = args as [object, unknown, CallOptions | undefined];
      return sendRead(context, operationOf(kind), { [kind]: request, ...siblings(options) }, call);
    },
    /** The two-form call without options: `queryX()` is the builder, `queryX(request, call?)` the raw read. */
    builderOrBareRead(kind: 'query' | 'search', args: readonly unknown[]): unknown {
      if (args.length === 0) return builder(kind, {});
      const [request, call] = args as [object, CallOptions | undefined];
      return sendRead(context, operationOf(kind), { [kind]: request }, call);
    },
  };
}
