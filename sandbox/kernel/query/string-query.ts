import type { Sorting } from '../../../generated/types.gen.js';
import { fieldFailure } from '../errors.js';
import { sortKeyFromShorthand } from './sort-shorthand.js';

/** A query whose filter and sort arrive as JSON text, parsed. */
export interface ParsedStringQuery {
  filter: unknown;
  sort: Sorting[] | undefined;
  limit: number;
  offset: number;
}

export const MAX_STRING_QUERY_PAGE = 100;
const DEFAULT_LIMIT = 50;

function parseJsonText(
  text: string | Record<string, unknown> | undefined,
  field: string,
  expect: 'object' | 'array',
): unknown {
  // Query Collections also takes the filter object itself, as the REST reference's example sends it.
  if (typeof text === 'object') return text;
  if (text === undefined || text.trim() === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw fieldFailure(field, `must be JSON text of an ${expect}`, 'FORMAT');
  }
  const isArray = Array.isArray(value);
  const fits = expect === 'array' ? isArray : value !== null && typeof value === 'object' && !isArray;
  if (!fits) throw fieldFailure(field, `must be JSON text of an ${expect}`, 'FORMAT');
  return value;
}

/** Sort keys in either of the platform's forms: `{"fieldName": "id", "order": "ASC"}` or `{"id": "asc"}`. */
function parseSort(text: string | undefined): Sorting[] | undefined {
  const sort = (parseJsonText(text, 'query.sort', 'array') as unknown[] | undefined)?.map(sortKeyFromShorthand);
  sort?.forEach((key, i) => {
    const entry = key as Partial<Sorting> | null;
    if (typeof entry?.fieldName !== 'string' || (entry.order !== undefined && !['ASC', 'DESC'].includes(entry.order))) {
      throw fieldFailure(
        `query.sort[${i}]`,
        'must be {"fieldName": …, "order": "ASC" | "DESC"} or {"<field>": "asc" | "desc"}',
        'FORMAT',
      );
    }
  });
  return sort as Sorting[] | undefined;
}

/** Parses `{paging, filter, sort}` of the v1 inventory and abandoned-cart queries. */
export function parseStringQuery(
  query:
    | { paging?: { limit?: number; offset?: number }; filter?: string | Record<string, unknown>; sort?: string }
    | undefined,
): ParsedStringQuery {
  return {
    filter: parseJsonText(query?.filter, 'query.filter', 'object'),
    sort: parseSort(query?.sort),
    limit: query?.paging?.limit ?? DEFAULT_LIMIT,
    offset: query?.paging?.offset ?? 0,
  };
}
