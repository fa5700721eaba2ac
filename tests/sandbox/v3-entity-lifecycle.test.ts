import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  type ContractDocument,
  contractOperations,
  type OperationEntry,
} from '../../scripts/lib/contract-operations.js';
import { BUNDLE_NAME, projectRoot } from '../../scripts/lib/generate-client.js';
import { v3Sandbox } from './support/catalog-v3-sample.js';
import { applicationCode, dotR, expectEnvelope, type Json } from './support/harness.js';

/**
 * Every named v3 entity whose module implements its methods by the shared call forms (`x-sitekit.call`,
 * docs/decisions.md#34) goes through create → get → update → query → count → delete on a v3 sandbox, with the
 * contract's own examples as requests: a new entity of that kind is checked here without a test of its own.
 */
interface Schema {
  $ref?: string;
  example?: Json;
  type?: string;
  properties?: Record<string, Schema>;
}
type Bundle = ContractDocument & { components: { schemas: Record<string, Schema> } };

const bundle = parse(readFileSync(join(projectRoot, 'generated', BUNDLE_NAME), 'utf8')) as Bundle;
const operations = contractOperations(bundle);
const resolved = (schema: Schema | undefined): Schema | undefined =>
  schema?.$ref ? bundle.components.schemas[schema.$ref.split('/').pop()!] : schema;
const FORMS = ['create', 'get', 'update', 'delete', 'query', 'count'] as const;
type Form = (typeof FORMS)[number];

interface Entity {
  module: string;
  forms: Record<Form, OperationEntry>;
  /** The body field that carries the entity (`infoSection`): the create's argument. */
  key: string;
  /** The list field of a query's page (`infoSections`). */
  plural: string;
  /** The POST form of a query that is a GET `.r` read (`x-post-form-of`). */
  postForm?: OperationEntry;
}

function entities(): Entity[] {
  const byModule = new Map<string, OperationEntry[]>();
  for (const entry of operations.filter(({ op }) => FORMS.includes(op['x-sitekit']?.call as Form))) {
    const { module } = entry.op['x-sitekit']!;
    byModule.set(module, [...(byModule.get(module) ?? []), entry]);
  }
  return [...byModule].flatMap(([module, entries]) => {
    const forms = Object.fromEntries(entries.map((entry) => [entry.op['x-sitekit']!.call, entry]));
    if (!FORMS.every((form) => form in forms)) return [];
    const { create, query } = forms as Record<Form, OperationEntry>;
    const page = resolved(bodySchema(query.op.responses?.['200']))?.properties ?? {};
    return [
      {
        module,
        forms: forms as Record<Form, OperationEntry>,
        key: create.op['x-sitekit']!.arguments![0]!,
        plural: Object.keys(page).find((name) => page[name]!.type === 'array')!,
        postForm: operations.find(({ op }) => op['x-post-form-of'] === query.op.operationId),
      },
    ];
  });
}

function bodySchema(part: unknown): Schema | undefined {
  return (part as { content?: Record<string, { schema?: Schema }> } | undefined)?.content?.['application/json']?.schema;
}

/** The example of the schema an operation's body carries under `field`. */
function requestExample({ op }: OperationEntry, field: string): Json {
  const schema = resolved(resolved(bodySchema(op.requestBody))?.properties?.[field]);
  expect(schema?.example, `${op.operationId}: the contract's example of ${field}`).toBeDefined();
  return schema!.example;
}

/** The operation's path with its one path parameter set to `id`. */
const pathOf = ({ path }: OperationEntry, id?: string) => path.replace(/\{[^}]+\}/, id ?? '');

const named = entities();

describe('sandbox catalogue v3: every named entity of the shared call forms', () => {
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
