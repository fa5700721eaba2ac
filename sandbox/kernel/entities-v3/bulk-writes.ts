import { type BulkResponse, runBulk } from './bulk-results.js';
import type { Database } from '../db/database.js';
import { fieldFailure } from '../errors.js';

/**
 * A bulk write answering per element with the id of what it wrote, and what it wrote (shown through `view`) when the
 * caller asked for entities.
 */
export function bulkOfRows<Input, Row extends { id?: string }, Item>(
  db: Database,
  inputs: readonly Input[],
  write: (input: Input, index: number) => Row,
  view: (row: Row) => Item,
  returnEntity: boolean | undefined,
): BulkResponse<Item> {
  return runBulk(
    db,
    inputs,
    (input, index) => {
      const row = write(input, index);
      return { id: row.id!, item: view(row) };
    },
    returnEntity ?? false,
  );
}

/** A bulk over ids (a delete, a tag change): one result per id, never with an entity. */
export function bulkOfIds(db: Database, ids: readonly string[], apply: (id: string) => void): BulkResponse<never> {
  return runBulk(
    db,
    ids,
    (id) => {
      apply(id);
      return { id };
    },
    false,
  );
}

/** The id an element of a bulk update names its entity by (`path` is the element's, as in `categories[0].category`). */
export function idToUpdate(id: string | undefined, path: string): string {
  if (!id) throw fieldFailure(`${path}.id`, 'is required', 'REQUIRED_FIELD');
  return id;
}
