import type { Operation } from './operation.js';
import type { OperationName, Operations } from './operations.js';

/** Where a site client finds the row of an operation it is about to call. */
export type OperationSource = (name: OperationName) => Promise<Operation>;

/** Some rows of the table, by name, e.g. `{ getProduct }` imported from src/http/operations.ts. */
export type OperationRows = Partial<Operations>;

/** The given rows; any other name is looked up in `otherwise`. */
export function rowsSource(rows: OperationRows, otherwise: OperationSource = missingRow): OperationSource {
  return (name) => {
    const row: Operation | undefined = rows[name];
    return row ? Promise.resolve(row) : otherwise(name);
  };
}

function missingRow(name: OperationName): Promise<never> {
  return Promise.reject(new TypeError(`${name} is not among the operations this site client was given`));
}
