import type { SearchDetails } from '../../generated/types.gen.js';
import type { SqlFragment, TextIndex } from './cursor-query.js';

/**
 * Free-text search of v3 products over the FTS5 index `v3_products_fts` (kept by triggers, see
 * `sandbox/db/product-search-migrations.ts`), ranked by bm25 with the product named exactly like the expression
 * first (docs/decisions.md, "Free-text search").
 */

/** bm25 weights of the index columns: name, brand, description, option and choice names, SKUs and barcodes. */
const WEIGHTS = '10.0, 6.0, 1.0, 3.0, 2.0';
/** Shorter words are left out: one letter would match nearly every product. */
const MIN_WORD_LENGTH = 2;
/** Far below any bm25 score, so that an exact name comes first. */
const EXACT_NAME_BONUS = 1_000_000;

const NOTHING: SqlFragment = { sql: '0', params: [] };

/**
 * The FTS5 query of an expression: its words (letters and digits) of two characters or more, each quoted so that
 * no input is read as query syntax, the last one also as a prefix (the word being typed). `mode: OR` matches any
 * word, otherwise every word must match.
 */
export function ftsQueryOf(search: SearchDetails): string | undefined {
  const words = (search.expression?.normalize('NFKC').match(/[\p{L}\p{N}]+/gu) ?? []).filter(
    (word) => [...word].length >= MIN_WORD_LENGTH,
  );
  if (words.length === 0) return undefined;
  const terms = words.map((word, i) => `"${word}"${i === words.length - 1 ? '*' : ''}`);
  return terms.join(search.mode === 'OR' ? ' OR ' : ' AND ');
}

const exactName = (search: SearchDetails) => search.expression!.trim().replace(/\s+/g, ' ');

export const productTextIndex: TextIndex = {
  matching(search) {
    const query = ftsQueryOf(search);
    if (!query) return NOTHING;
    return { sql: 'p.num IN (SELECT rowid FROM v3_products_fts WHERE v3_products_fts MATCH ?)', params: [query] };
  },
  ranked(search, from) {
    const query = ftsQueryOf(search);
    const hits = query
      ? {
          sql: `SELECT rowid AS num,
            bm25(v3_products_fts, ${WEIGHTS}) - (name = ? COLLATE NOCASE) * ${EXACT_NAME_BONUS} AS relevance
            FROM v3_products_fts WHERE v3_products_fts MATCH ?`,
          params: [exactName(search), query],
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
