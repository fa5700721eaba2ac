import type { SearchDetails } from '../../generated/types.gen.js';
import { FUZZY_QUERY_FUNCTION } from './fuzzy-terms.js';
import type { SqlFragment, TextIndex } from '../kernel/query/cursor-query.js';

/**
 * Free-text search of v3 products over the FTS5 index `v3_products_fts` (kept by triggers, see
 * `sandbox/kernel/db/product-search-migrations.ts`), ranked by bm25 with the product named exactly like the expression
 * first (docs/decisions.md, "Free-text search").
 */

/** bm25 weights of the index columns: name, brand, description, option and choice names, SKUs and barcodes. */
const WEIGHTS = '10.0, 6.0, 1.0, 3.0, 2.0';
/** Shorter words are left out: one letter would match nearly every product. */
const MIN_WORD_LENGTH = 2;
/** Shorter words are not widened by a fuzzy search: one edit would turn them into too many other words. */
const MIN_FUZZY_WORD_LENGTH = 4;
/** Far below any bm25 score, so that an exact name comes first. */
const EXACT_NAME_BONUS = 1_000_000;

const NOTHING: SqlFragment = { sql: '0', params: [] };

/** The words of an expression (letters and digits) of two characters or more. */
const wordsOf = (expression: string | null | undefined) =>
  (expression?.normalize('NFKC').match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => [...word].length >= MIN_WORD_LENGTH);

/**
 * The FTS5 query of an expression: its words, each quoted so that no input is read as query syntax, the last one also
 * as a prefix (the word being typed). `mode: OR` matches any word, otherwise every word must match. `wordsNear`, for a
 * fuzzy search, gives the index's words one edit away from a word, which then match too.
 */
export function ftsQueryOf(
  expression: string | null | undefined,
  mode: string | undefined,
  wordsNear?: (word: string) => string[],
): string | undefined {
  const words = wordsOf(expression);
  if (words.length === 0) return undefined;
  const terms = words.map((word, i) => {
    const exact = `"${word}"${i === words.length - 1 ? '*' : ''}`;
    if (!wordsNear || [...word].length < MIN_FUZZY_WORD_LENGTH) return exact;
    const near = wordsNear(indexFolded(word)).map((term) => `"${term}"`);
    return near.length > 0 ? `(${[exact, ...near].join(' OR ')})` : exact;
  });
  return terms.join(mode === 'OR' ? ' OR ' : ' AND ');
}

/** A word as the index keeps it (`unicode61 remove_diacritics 2`): lower case, without accents. */
const indexFolded = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The MATCH operand of a search: the query itself, or for `fuzzy: true` the SQL function that builds it with the
 * index's words at hand (sandbox/products-v3/fuzzy-terms.ts). Undefined when the expression has no word to look for.
 */
function matchOperand(search: SearchDetails): SqlFragment | undefined {
  if (wordsOf(search.expression).length === 0) return undefined;
  if (search.fuzzy) return { sql: `${FUZZY_QUERY_FUNCTION}(?, ?)`, params: [search.expression!, search.mode ?? ''] };
  return { sql: '?', params: [ftsQueryOf(search.expression, search.mode)!] };
}

const exactName = (search: SearchDetails) => search.expression!.trim().replace(/\s+/g, ' ');

export const productTextIndex: TextIndex = {
  matching(search) {
    const match = matchOperand(search);
    if (!match) return NOTHING;
    return {
      sql: `p.num IN (SELECT rowid FROM v3_products_fts WHERE v3_products_fts MATCH ${match.sql})`,
      params: match.params,
    };
  },
  ranked(search, from) {
    const match = matchOperand(search);
    const hits = match
      ? {
          sql: `SELECT rowid AS num,
            bm25(v3_products_fts, ${WEIGHTS}) - (name = ? COLLATE NOCASE) * ${EXACT_NAME_BONUS} AS relevance
            FROM v3_products_fts WHERE v3_products_fts MATCH ${match.sql}`,
          params: [exactName(search), ...match.params],
        }
      : { sql: 'SELECT 0 AS num, 0 AS relevance WHERE 0', params: [] };
    // The matches lead (CROSS JOIN keeps them the outer loop): with the product table first, SQLite may pick a
    // product index to scan and run the MATCH once per product (a second instead of milliseconds at 20,000 products).
    return {
      from: { sql: `(${hits.sql}) ranked CROSS JOIN ${from} ON ranked.num = p.num`, params: hits.params },
      relevance: { sql: 'ranked.relevance', params: [], descending: false, notNull: true },
    };
  },
};
