import { fieldFailure } from '../../errors.js';

/** A body that repeats the path's id under `field` must repeat it unchanged. */
export function assertPathId(field: string, copy: string | undefined, id: string): void {
  if (copy !== undefined && copy !== id) throw fieldFailure(field, 'must equal the id in the path');
}
