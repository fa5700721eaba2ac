import type { OperationSource } from './operation-source.js';
import type { Operations } from './operations.js';

let table: Promise<Operations> | undefined;

/**
 * The whole operation table, checked (./operation.ts), loaded once on the first call with the SDK, zod and the request
 * schemas: importing sitekit loads none of them. The rows come by a dynamic import of the generated module, never as
 * its namespace object in a bundle, which would hold every row in the chunk that has the table.
 */
export function checkedTable(): Promise<Operations> {
  return (table ??= Promise.all([import('./operation.js'), import('../../generated/operations.gen.js')]).then(
    ([{ checkedOperations }, rows]) => checkedOperations(rows),
  ));
}

/**
 * Every row, found in {@link checkedTable}. In a bundle without code splitting this names the whole table. A module of
 * its own, so that sitekit/light's `createSiteClient` and the module factories do not reach the dynamic import: a
 * bundler would otherwise keep every row for it.
 */
export const wholeTable: OperationSource = async (name) => (await checkedTable())[name];
