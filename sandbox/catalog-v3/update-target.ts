import { fieldFailure } from '../errors.js';

/**
 * A v3 update names its entity by the path id (a copy in the body must equal it) and carries the revision it was
 * read at; `path` is where the entity sits in the request body, for the field violation.
 */
export function assertUpdateTarget<Changes extends { id?: string; revision?: string }>(
  changes: Changes,
  id: string,
  path: string,
): asserts changes is Changes & { revision: string } {
  if (changes.id !== undefined && changes.id !== id) throw fieldFailure(`${path}.id`, 'must equal the id in the path');
  if (!changes.revision) throw fieldFailure(`${path}.revision`, 'must not be empty', 'REQUIRED_FIELD');
}
