import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../../sandbox/kernel/db/database.js';
import { keysetPage } from '../../../../sandbox/kernel/query/keyset-page.js';
import type { Position } from '../../../../sandbox/kernel/query/cursor-state.js';
import { type OrderKey, orderByOf } from '../../../../sandbox/kernel/query/keyset.js';

/** Rows with repeated values and NULLs in every key but the last, walked in every mix of directions. */
function tableWithNulls() {
  const db = openDatabase(':memory:');
  db.run('CREATE TEMP TABLE t (id INTEGER PRIMARY KEY, a TEXT, b REAL)');
  const as = ['x', null, 'y', 'x', null];
  const bs = [1.5, null, 2, 1.5, null, 0.1];
  for (let id = 1; id <= 60; id++) db.run('INSERT INTO t (id, a, b) VALUES (?, ?, ?)', id, as[id % 5]!, bs[id % 6]!);
  return db;
}

const keysOf = (aDesc: boolean, bDesc: boolean, idDesc: boolean): OrderKey[] => [
  { sql: 't.a', params: [], descending: aDesc },
  { sql: 't.b * ?', params: [2], descending: bDesc },
  { sql: 't.id', params: [], descending: idDesc, notNull: true },
];

describe('keyset paging', () => {
  const db = tableWithNulls();

  for (const [aDesc, bDesc, idDesc] of [
    [false, false, false],
    [true, false, true],
    [false, true, false],
    [true, true, true],
  ] as const) {
    it(`walks every row once, forwards and back, with NULLs (a ${aDesc}, b ${bDesc}, id ${idDesc})`, () => {
      const keys = keysOf(aDesc, bDesc, idDesc);
      const order = orderByOf(keys);
      const expected = db
        .all<{ id: number }>(`SELECT id FROM t ORDER BY ${order.sql}`, ...order.params)
        .map((row) => row.id);
      const query = { from: 't', select: 't.id', where: { sql: '1', params: [] }, keys, limit: 7 };
      const walked: number[] = [];
      const pages = [];
      let position: Position | undefined;
      for (;;) {
        const page = keysetPage<{ id: number }>(db, { ...query, position });
        walked.push(...page.rows.map((row) => row.id));
        pages.push(page.rows.map((row) => row.id));
        if (!page.more) break;
        position = { forward: true, values: page.last };
      }
      expect(walked).toEqual(expected);
      // Walking back from the last page's first row gives the page before it.
      const lastPage = keysetPage<{ id: number }>(db, { ...query, position });
      const back = keysetPage<{ id: number }>(db, { ...query, position: { forward: false, values: lastPage.first } });
      expect(back.rows.map((row) => row.id)).toEqual(pages[pages.length - 2]);
    });
  }
});
