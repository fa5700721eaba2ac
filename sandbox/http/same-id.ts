import { fieldFailure } from '../errors.js';

/** The official client repeats path ids in the body or query; the path wins, and a different copy is an error. */
export function assertSameId(copy: string | undefined, id: string): void {
  if (copy !== undefined && copy !== id) throw fieldFailure('id', 'must equal the id in the path');
}
