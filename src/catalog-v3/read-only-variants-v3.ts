import { readOnlyVariantsV3Operations } from '../../generated/operation-names.gen.js';
import type {
  CursorQueryV3,
  CursorSearchV3,
  QueryVariantsV3Response,
  ReadOnlyVariant,
  SearchVariantsV3Response,
  VariantRequestedField,
} from '../../generated/types.gen.js';
import type { SiteContext } from '../core/site-context.js';
import { cursorReads, type TwoFormRead } from './cursor-reads.js';
import type { VariantsQueryBuilder, VariantsSearchBuilder } from './query-builders-v3.js';
import { fieldsPart } from './requested-fields.js';

export interface VariantFieldsOptions {
  fields?: VariantRequestedField[];
}

export interface VariantSearchOptions extends VariantFieldsOptions {
  /** Report stock at these locations. */
  locationIds?: string[];
}

/**
 * `site.readOnlyVariantsV3`: the variants of every product, each with a copy of its product's data (the key is
 * `productData.productId` plus `variantId`). Both calls are POSTs; the builders page with cursors as the other v3
 * builders do.
 */
export interface ReadOnlyVariantsV3Module {
  queryVariants: TwoFormRead<CursorQueryV3, VariantFieldsOptions, VariantsQueryBuilder, QueryVariantsV3Response>;
  searchVariants: TwoFormRead<CursorSearchV3, VariantSearchOptions, VariantsSearchBuilder, SearchVariantsV3Response>;
}

const QUERY_OPTIONS = ['fields'];
const SEARCH_OPTIONS = ['fields', 'locationIds'];

function searchSiblings({ fields, locationIds }: VariantSearchOptions = {}): object {
  return { ...fieldsPart(fields), ...(locationIds === undefined ? {} : { locationIds }) };
}

export function createReadOnlyVariantsV3(context: SiteContext): ReadOnlyVariantsV3Module {
  const reads = cursorReads<ReadOnlyVariant>(context, {
    query: readOnlyVariantsV3Operations.queryVariants,
    search: readOnlyVariantsV3Operations.searchVariants,
  });

  return {
    queryVariants: ((...args: unknown[]) =>
      reads.builderOrRead('query', args, QUERY_OPTIONS, (options: VariantFieldsOptions | undefined) =>
        fieldsPart(options?.fields),
      )) as ReadOnlyVariantsV3Module['queryVariants'],
    searchVariants: ((...args: unknown[]) =>
      reads.builderOrRead(
        'search',
        args,
        SEARCH_OPTIONS,
        searchSiblings,
      )) as ReadOnlyVariantsV3Module['searchVariants'],
  };
}
