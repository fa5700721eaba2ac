import * as z from 'zod/mini';
import type { SearchDetails, SortingV3 } from '../../../generated/types.gen.js';
import { zSearchDetails, zSortingV3 } from '../../../generated/zod.gen.js';
import type { Database } from '../db/database.js';
import { isKeyValue, type KeyValue } from './keyset.js';
import { notACursor, openCursor } from './signed-cursor.js';

/** Where a page starts: strictly after (or, walking back, before) the row whose order keys had `values`. */
export interface Position {
  forward: boolean;
  values: KeyValue[];
}

/** What a v3 query continues with: the first request's filter, sort and free text, and where the next page starts. */
export interface CursorState {
  filter?: unknown;
  sort?: SortingV3[];
  search?: SearchDetails;
  position?: Position;
}

/** Order keys are the sort keys (at most 10) plus the row key. */
const MAX_KEYS = 11;

const zPayload = z.object({
  t: z.string(),
  f: z.optional(z.unknown()),
  s: z.optional(z.array(zSortingV3).check(z.maxLength(10))),
  q: z.optional(zSearchDetails),
  d: z.enum(['next', 'prev']),
  k: z.array(z.unknown()).check(
    z.maxLength(MAX_KEYS),
    z.refine((values) => values.every(isKeyValue)),
  ),
});

/** The signed payload of a cursor into `table` (its FROM clause: a cursor of one table is refused by another). */
export function cursorPayload(table: string, state: CursorState, position: Position): z.input<typeof zPayload> {
  return {
    t: table,
    ...(state.filter !== undefined ? { f: state.filter } : {}),
    ...(state.sort !== undefined ? { s: state.sort } : {}),
    ...(state.search !== undefined ? { q: state.search } : {}),
    d: position.forward ? 'next' : 'prev',
    k: position.values,
  };
}

/** The state a cursor holds, every value checked: a cursor of another table or a bad shape is a 400 on `path`. */
export function stateOfCursor(db: Database, table: string, cursor: string, path: string): CursorState {
  const parsed = z.safeParse(zPayload, openCursor(db, cursor, path));
  if (!parsed.success || parsed.data.t !== table) throw notACursor(path);
  const { f, s, q, d, k } = parsed.data;
  return {
    ...(f !== undefined ? { filter: f } : {}),
    ...(s !== undefined ? { sort: s } : {}),
    ...(q !== undefined ? { search: q } : {}),
    position: { forward: d === 'next', values: k as KeyValue[] },
  };
}
