/**
 * `LIMIT <n>` with the number written into the SQL. SQLite plans with the value of a bound LIMIT, so a statement with
 * `LIMIT ?` is prepared again on every run; with the number in the text, the statement cache keeps one statement per
 * page size, prepared once. Only a whole, non-negative number gets here, so no input text becomes SQL.
 */
export function limitClause(limit: number): string {
  if (!Number.isSafeInteger(limit) || limit < 0) throw new RangeError(`A LIMIT must be a whole number ≥ 0: ${limit}`);
  return `LIMIT ${limit}`;
}
