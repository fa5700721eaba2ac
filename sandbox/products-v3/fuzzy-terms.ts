import type { DatabaseSync } from 'node:sqlite';

/** The SQL function that turns a free-text expression into the FTS5 query of its fuzzy search. */
export const FUZZY_QUERY_FUNCTION = 'v3_fuzzy_fts_query';

/**
 * Registers, on one connection, what a fuzzy product search reads: the words of the free-text index
 * (`temp.v3_products_fts_terms`, an `fts5vocab` view of `v3_products_fts`, folded as the index folds them) and
 * `v3_fuzzy_fts_query(expression, mode)`, which builds the search's FTS5 query with `fuzzyQuery`, each word widened
 * to the index's words one edit away (docs/decisions.md#26). A function rather than a query built beforehand, because
 * the search's SQL is assembled without the database at hand; it runs once per statement, reading the words then.
 */
export function registerFuzzyTerms(
  raw: DatabaseSync,
  fuzzyQuery: (expression: string, mode: string, wordsNear: (word: string) => string[]) => string | null,
): void {
  raw.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS temp.v3_products_fts_terms USING fts5vocab(main, v3_products_fts, row)`);
  const candidates = raw.prepare('SELECT term FROM temp.v3_products_fts_terms WHERE length(term) BETWEEN ? AND ?');
  const wordsNear = (word: string) =>
    (candidates.all(word.length - 1, word.length + 1) as Array<{ term: string }>)
      .map((row) => row.term)
      .filter((term) => withinOneEdit(word, term));
  raw.function(FUZZY_QUERY_FUNCTION, { deterministic: false, varargs: false }, (expression, mode) =>
    fuzzyQuery(String(expression ?? ''), String(mode ?? ''), wordsNear),
  );
}

/** Whether `b` is `a` with one letter replaced, added or dropped, or two neighbouring letters swapped (or `a` itself). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  const restA = a.slice(start);
  const restB = b.slice(start);
  if (restA.length === restB.length)
    return (
      restA.slice(1) === restB.slice(1) ||
      (restA.length >= 2 && restA[0] === restB[1] && restA[1] === restB[0] && restA.slice(2) === restB.slice(2))
    );
  return restA.length > restB.length ? restA.slice(1) === restB : restB.slice(1) === restA;
}
