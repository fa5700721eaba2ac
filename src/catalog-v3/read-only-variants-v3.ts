import type {
  CursorQueryV3,
  CursorSearchV3,
  QueryVariantsV3Response,
  ReadOnlyVariant,
  SearchVariantsV3Response,
  VariantRequestedField,
} from '../../generated/types.gen.js';
import type { SiteContext } from '../core/site-context.js';
import type { CallOptions } from '../http/call-options.js';
import type { CursorQueryBuilder, CursorSearchBuilder } from './cursor-query-builder.js';
import { cursorReads, isBuilderCall } from './cursor-reads.js';
import { fieldsPart } from './requested-fields.js';

/** The fields the variants query filters and sorts on; search takes any dotted path. */
export type VariantQueryField = 'id' | 'productData.productId' | 'variantId' | (string & {});

export interface VariantFieldsOptions {
  fields?: VariantRequestedField[];
}

export interface VariantSearchOptions extends VariantFieldsOptions {
  /** Report stock at these locations. */
  locationIds?: string[];
}

export type VariantsQueryBuilder = CursorQueryBuilder<VariantQueryField, ReadOnlyVariant>;
export type VariantsSearchBuilder = CursorSearchBuilder<VariantQueryField, ReadOnlyVariant>;

/**
 * `site.readOnlyVariantsV3`: the variants of every product, each with a copy of its product's data (the key is
 * `productData.productId` plus `variantId`). Both calls are POSTs; the builders page with cursors as the other v3
 * builders do.
 */
export interface ReadOnlyVariantsV3Module {
  queryVariants(options?: VariantFieldsOptions): VariantsQueryBuilder;
  queryVariants(
    query: CursorQueryV3,
    options?: VariantFieldsOptions,
    call?: CallOptions,
  ): Promise<QueryVariantsV3Response>;
  searchVariants(options?: VariantSearchOptions): VariantsSearchBuilder;
  searchVariants(
    search: CursorSearchV3,
    options?: VariantSearchOptions,
    call?: CallOptions,
  ): Promise<SearchVariantsV3Response>;
}

const QUERY_OPTIONS = ['fields'];
const SEARCH_OPTIONS = ['fields', 'locationIds'];

function searchSiblings({ fields, locationIds }: VariantSearchOptions = {}): object {
  return { ...fieldsPart(fields), ...(locationIds === undefined ? {} : { locationIds }) };
}

export function createReadOnlyVariantsV3(context: SiteContext): ReadOnlyVariantsV3Module {
  const reads = cursorReads<'variants', ReadOnlyVariant>(context, {
    query: { post: 'queryVariantsV3' },
    search: { post: 'searchVariantsV3' },
    itemsKey: 'variants',
  });

  function queryVariants(options?: VariantFieldsOptions): VariantsQueryBuilder;
  function queryVariants(
    query: CursorQueryV3,
    options?: VariantFieldsOptions,
    call?: CallOptions,
  ): Promise<QueryVariantsV3Response>;
  function queryVariants(...args: unknown[]): VariantsQueryBuilder | Promise<QueryVariantsV3Response> {
    if (isBuilderCall(args, QUERY_OPTIONS)) {
      return reads.queryBuilder(fieldsPart((args[0] as VariantFieldsOptions | undefined)?.fields));
    }
    const [query, options, call] = args as [CursorQueryV3, VariantFieldsOptions?, CallOptions?];
    return reads.query({ query, ...fieldsPart(options?.fields) }, call);
  }

  function searchVariants(options?: VariantSearchOptions): VariantsSearchBuilder;
  function searchVariants(
    search: CursorSearchV3,
    options?: VariantSearchOptions,
    call?: CallOptions,
  ): Promise<SearchVariantsV3Response>;
  function searchVariants(...args: unknown[]): VariantsSearchBuilder | Promise<SearchVariantsV3Response> {
    if (isBuilderCall(args, SEARCH_OPTIONS)) {
      return reads.searchBuilder(searchSiblings(args[0] as VariantSearchOptions | undefined));
    }
    const [search, options, call] = args as [CursorSearchV3, VariantSearchOptions?, CallOptions?];
    return reads.search({ search, ...searchSiblings(options) }, call);
  }

  return { queryVariants, searchVariants };
}
