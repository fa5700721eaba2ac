import type { Operation, OperationRow } from './operation.js';
import type { OperationName, Operations } from './operations.js';

/** Where a site client finds the row of an operation it is about to call. */
export type OperationSource = (name: OperationName) => Promise<Operation>;

/**
 * Some rows, by name, e.g. `{ getProduct }` imported from src/http/operations.ts, or a group of
 * generated/operation-groups/<tag>.gen.ts.
 */
export type OperationRows = { [N in OperationName]?: Operation<Operations[N]['send']> };

/** The given rows; any other name is looked up in `otherwise`. */
export function rowsSource(rows: OperationRows, otherwise: OperationSource = missingRow): OperationSource {
  return (name) => {
    const row: Operation | undefined = rows[name];
    return row ? Promise.resolve(row) : otherwise(name);
  };
}

/** Rows of generated/operations.gen.ts, as a group of generated/operation-groups/ exports them. */
export type GeneratedRows = { [N in OperationName]?: OperationRow<Operations[N]['send']> };

/** Loads some rows on the first call, e.g. `() => import('…/operation-groups/products.gen.js')`. */
export type RowsLoader = () => Promise<GeneratedRows>;

/**
 * The rows the loaders answer, loaded together on the first call, checked (src/http/operation.ts) and kept; any other
 * name is looked up in `otherwise`. A failed load (a chunk that did not arrive) is tried again on the next call. The
 * check loads with the rows, so that neither it nor zod is in an app's first load.
 */
export function loadedRowsSource(loaders: readonly RowsLoader[], otherwise: OperationSource): OperationSource {
  let loading: Promise<OperationSource> | undefined;
  const load = () =>
    Promise.all([import('./operation.js'), ...loaders.map((loader) => loader())]).then(
      ([{ checkedOperations }, ...groups]) =>
        rowsSource(checkedOperations(Object.assign({}, ...groups) as Record<string, OperationRow>), otherwise),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
  return async (name) => (await (loading ??= load()))(name);
}

function missingRow(name: OperationName): Promise<never> {
  return Promise.reject(new TypeError(`${name} is not among the operations this site client was given`));
}
