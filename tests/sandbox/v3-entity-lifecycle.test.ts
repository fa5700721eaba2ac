import { describe, expect, it } from 'vitest';
import type { OperationEntry } from '../../scripts/lib/contract-operations.js';
import { namedEntities, requestFieldExample } from '../support/named-entities-v3.js';
import { v3Sandbox } from './support/catalog-v3-sample.js';
import { applicationCode, dotR, expectEnvelope, type Json } from './support/harness.js';

/** The example of the schema an operation's body carries under `field`. */
function requestExample(entry: OperationEntry, field: string): Json {
  const example = requestFieldExample(entry, field);
  expect(example, `${entry.op.operationId}: the contract's example of ${field}`).toBeDefined();
  return example as Json;
}

/** The operation's path with its one path parameter set to `id`. */
const pathOf = ({ path }: OperationEntry, id?: string) => path.replace(/\{[^}]+\}/, id ?? '');

const named = namedEntities();

/**
 * Every named v3 entity whose module implements its methods by the shared call forms (`x-sitekit.call`,
 * docs/decisions.md#34) goes through create → get → update → query → count → delete on a v3 sandbox, with the
 * contract's own examples as requests: a new entity of that kind is checked here without a test of its own.
 */
describe('sandbox catalog v3: every named entity of the shared call forms', () => {
  const v3 = v3Sandbox();
  const send = (entry: OperationEntry, init: { id?: string; body?: unknown; token?: string } = {}) =>
    v3.h.call(pathOf(entry, init.id), {
      ...v3.admin,
      ...(init.token !== undefined && { token: init.token }),
      method: entry.method.toUpperCase(),
      ...(init.body !== undefined && { body: init.body }),
    });

  it('finds the entities in the contract', () => {
    expect(named.map(({ module }) => module)).toEqual(
      expect.arrayContaining(['brandsV3', 'ribbonsV3', 'infoSectionsV3', 'customizationsV3']),
    );
  });

  describe.each(named)('$module', ({ forms, key, plural, postForm }) => {
    const created = requestExample(forms.create, key);
    const { id: _id, revision: _revision, ...changes } = requestExample(forms.update, key) as Json;

    it('reads for any caller with a token and writes for the API key only', async () => {
      const token = await v3.h.visitorToken();
      const refused = await send(forms.create, { body: { [key]: created }, token });
      expectEnvelope(refused, 403);
      const create = await send(forms.create, { body: { [key]: created } });
      expect(create.status, create.text).toBe(200);
      const id = create.body[key].id as string;
      expect((await send(forms.get, { id, token })).status).toBe(200);
      expectEnvelope(await send(forms.delete, { id, token }), 403);
      expect((await send(forms.delete, { id })).status).toBe(200);
    });

    it('creates, gets, updates with the revision, queries, counts and deletes the example', async () => {
      const create = await send(forms.create, { body: { [key]: created } });
      expect(create.status, create.text).toBe(200);
      expect(create.body[key]).toMatchObject({ ...created, revision: '1' });
      const id = create.body[key].id as string;

      const get = await send(forms.get, { id });
      expect(get.status, get.text).toBe(200);
      expect(get.body[key]).toMatchObject({ ...created, id, revision: '1' });

      const update = await send(forms.update, { id, body: { [key]: { ...changes, revision: '1' } } });
      expect(update.status, update.text).toBe(200);
      expect(update.body[key]).toMatchObject({ ...changes, id, revision: '2' });
      const stale = await send(forms.update, { id, body: { [key]: { ...changes, revision: '1' } } });
      expectEnvelope(stale, 409);
      expect(applicationCode(stale)).toBe('REVISION_MISMATCH');
      const unrevised = await send(forms.update, { id, body: { [key]: changes } });
      expectEnvelope(unrevised, 400);

      const byId = { filter: { id: { $eq: id } } };
      const queries = [
        postForm ? send(postForm, { body: { query: byId } }) : send(forms.query, { body: { query: byId } }),
        ...(forms.query.method === 'get'
          ? [v3.h.call(`${pathOf(forms.query)}?.r=${dotR({ query: byId })}`, v3.admin)]
          : []),
      ];
      for (const query of await Promise.all(queries)) {
        expect(query.status, query.text).toBe(200);
        expect(query.body[plural]).toEqual([expect.objectContaining({ ...changes, id, revision: '2' })]);
      }
      const count = await send(forms.count, { body: byId });
      expect(count.status, count.text).toBe(200);
      expect(count.body.count).toBe(1);

      const remove = await send(forms.delete, { id });
      expect(remove.status, remove.text).toBe(200);
      expect(remove.body).toEqual({});
      expectEnvelope(await send(forms.get, { id }), 404);
      expect((await send(forms.count, { body: byId })).body.count).toBe(0);
    });
  });
});
