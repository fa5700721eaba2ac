import { expect, it } from 'vitest';
import type { SiteContext } from '../../../../src/core/site-context.js';
import { decodeEncodedRequest, testContext, type useCatalogServer } from '../../catalog/support/catalog-server.js';
import { itSendsEachCase, wire, type WireCase } from '../../catalog/support/wire-cases.js';
import { itNamesEachField, type FieldCase } from '../../catalog/support/field-cases.js';
import { PAGING_LAST, partialBulk } from './v3-samples.js';
import { conflictOf, revisionMismatch } from './revision-conflicts.js';

type Server = ReturnType<typeof useCatalogServer>;
type AnyCall = (...args: unknown[]) => Promise<unknown> & { find?: unknown };

/** What the shared calls of one named v3 entity (brand, ribbon, info section, customization) look like. */
export interface EntitySuite<M> {
  create: (context: SiteContext) => M;
  /** Wire key (`brand`), which spells the method names and paths. */
  entity: string;
  /** A stored entity as the platform answers it, with id `E1`. */
  sample: { id: string; [field: string]: unknown };
  created: object;
  changed: object;
  /** Default `ASSIGNED_PRODUCTS_COUNT`. */
  requestedField?: string;
  /** Where the query goes: GET `.r` (with a POST fallback, the default) or a POST only. */
  queryOverGet?: boolean;
  /** A bulk answer with one success and one failed item; by default `partialBulk(sample)`. */
  partialBulk?: { results: unknown[] };
  /** The calls only some entities have: a bulk delete, and get-or-create by name (one and many). */
  extras?: ReadonlyArray<'bulkDelete' | 'getOrCreateByName'>;
}

/** The suite with its defaults filled in. */
function complete<M>(suite: EntitySuite<M>): Required<EntitySuite<M>> {
  return {
    requestedField: 'ASSIGNED_PRODUCTS_COUNT',
    queryOverGet: true,
    partialBulk: partialBulk(suite.sample),
    extras: [],
    ...suite,
  };
}

/** What the entity's name spells: `Brand`, `Brands`, `/stores/v3/brands`, `/stores/v3/bulk/brands`. */
function namesOf(entity: string) {
  const S = entity.charAt(0).toUpperCase() + entity.slice(1);
  const segment = `${entity.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}s`;
  return { S, P: `${S}s`, path: `/stores/v3/${segment}`, bulkPath: `/stores/v3/bulk/${segment}` };
}

/** Calls a method of the module by name (the names are built from the entity's names). */
export function callOf<M>(module: M, name: string, ...args: unknown[]): Promise<unknown> {
  return (module as Record<string, AnyCall>)[name]!(...args);
}

/** The wire cases of the shared calls: create, get, update, delete, query, count, bulk create and update. */
function sharedEntityCases<M>(partial: EntitySuite<M>): Array<WireCase<M>> {
  const suite = complete(partial);
  const { entity, sample, requestedField: field } = suite;
  const { S, P, path, bulkPath } = namesOf(entity);
  const idKey = `${entity}Id`;
  const wrapped = { [entity]: sample };
  const plural = `${entity}s`;
  const query = { filter: { name: 'x' }, cursorPaging: { limit: 5 } };
  const queryAnswer = { [plural]: [sample], pagingMetadata: PAGING_LAST };
  return [
    {
      name: `create${S} answers the ${entity}`,
      call: (m) => callOf(m, `create${S}`, suite.created),
      method: 'POST',
      path,
      body: { [entity]: suite.created },
      answer: wrapped,
      resolves: sample,
    },
    {
      name: `get${S} repeats the id in the query and sends the requested fields`,
      call: (m) => callOf(m, `get${S}`, 'E1', { fields: [field] }),
      method: 'GET',
      path: `${path}/E1`,
      query: { [idKey]: 'E1', fields: field },
      answer: wrapped,
      resolves: sample,
    },
    {
      name: `update${S} puts the id last and sends no field mask`,
      call: (m) => callOf(m, `update${S}`, 'E1', { id: 'other', ...suite.changed }, { fields: [field] }),
      method: 'PATCH',
      path: `${path}/E1`,
      body: { [entity]: { ...suite.changed, id: 'E1' }, fields: [field] },
      answer: wrapped,
      resolves: sample,
    },
    {
      name: `delete${S} resolves with nothing`,
      call: (m) => callOf(m, `delete${S}`, 'E1'),
      method: 'DELETE',
      path: `${path}/E1`,
      query: { [idKey]: 'E1' },
      resolves: undefined,
    },
    {
      name: `query${P} with a ready-made query`,
      call: (m) => callOf(m, `query${P}`, query, { fields: [field] }),
      method: suite.queryOverGet ? 'GET' : 'POST',
      path: `${path}/query`,
      ...(suite.queryOverGet ? { query: { '.r': { query, fields: [field] } } } : { body: { query, fields: [field] } }),
      answer: queryAnswer,
    },
    {
      name: `count${P} is a POST of the filter`,
      call: (m) => callOf(m, `count${P}`, { filter: { name: 'x' } }),
      method: 'POST',
      path: `${path}/count`,
      body: { filter: { name: 'x' } },
      answer: { count: 3 },
    },
    {
      name: `bulkCreate${P} keeps every per-item result`,
      call: (m) => callOf(m, `bulkCreate${P}`, [suite.created], { returnEntity: false }),
      method: 'POST',
      path: `${bulkPath}/create`,
      body: { [plural]: [suite.created], returnEntity: false },
      answer: suite.partialBulk,
    },
    {
      name: `bulkUpdate${P} joins a field mask list into one string`,
      call: (m) =>
        callOf(m, `bulkUpdate${P}`, [{ [entity]: { id: 'E1', ...suite.changed }, fieldMask: ['name', 'title'] }], {
          returnEntity: true,
        }),
      method: 'POST',
      path: `${bulkPath}/update`,
      body: { [plural]: [{ [entity]: { id: 'E1', ...suite.changed }, fieldMask: 'name,title' }], returnEntity: true },
      answer: suite.partialBulk,
    },
    ...extraCases(suite),
  ];
}

/** The wire cases of the extras the entity has. */
function extraCases<M>(suite: Required<EntitySuite<M>>): Array<WireCase<M>> {
  const { entity, sample, requestedField: field, partialBulk: bulk } = suite;
  const { S, P, path, bulkPath } = namesOf(entity);
  const has = (extra: 'bulkDelete' | 'getOrCreateByName') => suite.extras.includes(extra);
  const byName = [
    wire((m: M) => callOf(m, `getOrCreate${S}`, 'Sale'), `POST ${path}/get-or-create`, {
      detail: 'without options sends only the name',
      body: { [`${entity}Name`]: 'Sale' },
      answer: { [entity]: sample },
    }),
    wire((m: M) => callOf(m, `getOrCreate${S}`, 'Sale', { fields: [field] }), `POST ${path}/get-or-create`, {
      body: { [`${entity}Name`]: 'Sale', fields: [field] },
      answer: { [entity]: sample },
    }),
    wire(
      (m: M) => callOf(m, `bulkGetOrCreate${P}`, ['Sale', 'New'], { fields: [field] }),
      `POST ${bulkPath}/get-or-create`,
      {
        body: { [`${entity}Names`]: ['Sale', 'New'], fields: [field] },
        answer: bulk,
      },
    ),
  ];
  const bulkDelete = wire((m: M) => callOf(m, `bulkDelete${P}`, ['E1', 'E2']), `POST ${bulkPath}/delete`, {
    body: { [`${entity}Ids`]: ['E1', 'E2'] },
    answer: bulk,
  });
  return [...(has('bulkDelete') ? [bulkDelete] : []), ...(has('getOrCreateByName') ? byName : [])];
}

/** The id argument named for a reported `<entity>.id`, and an unknown requested field refused before sending. */
function fieldCases<M>({ entity, changed }: Required<EntitySuite<M>>): Array<FieldCase<M>> {
  const { S } = namesOf(entity);
  return [
    {
      name: `names the id argument when the platform reports ${entity}.id of an update`,
      call: (m) => callOf(m, `update${S}`, 'E1', changed),
      reported: [`${entity}.id`],
      names: [`${entity}Id`],
    },
    {
      name: 'refuses an unknown requested field before sending, naming options.fields',
      call: (m) => callOf(m, `get${S}`, 'E1', { fields: ['NOT_A_FIELD'] }),
      names: /^options\.fields/,
    },
  ];
}

/**
 * The shared calls and the entity's own `cases` on the wire, the shared field cases and its own `fields`, then
 * revision conflicts, partial bulk failures, untouched inputs and cursor paging.
 */
export function itBehavesLikeANamedEntity<M>(
  server: Server,
  partial: EntitySuite<M>,
  cases: ReadonlyArray<WireCase<M>> = [],
  fields: ReadonlyArray<FieldCase<M>> = [],
): void {
  const suite = complete(partial);
  const { entity } = suite;
  const { S, P } = namesOf(entity);
  const module = () => suite.create(testContext());

  itSendsEachCase(server, [...sharedEntityCases(suite), ...cases], suite.create);
  itNamesEachField(server, [...fieldCases(suite), ...fields], suite.create);

  it(`turns a stale revision into a conflict error naming the ${entity}`, async () => {
    server.answer(() => revisionMismatch('E1 has already been updated', 'at 4', '4'));
    const failure = await callOf(module(), `update${S}`, 'E1', suite.changed).catch((error: unknown) => error);
    expect(conflictOf(failure)).toEqual({
      entity,
      entityId: 'E1',
      currentRevision: '4',
      status: 409,
      application: true,
    });
  });

  it('resolves a bulk update with a failed item and keeps both results', async () => {
    server.answer(() => suite.partialBulk as never);
    const answer = (await callOf(module(), `bulkUpdate${P}`, [{ [entity]: { id: 'E1', ...suite.changed } }])) as {
      results: Array<{ itemMetadata: { success: boolean } }>;
    };
    expect(answer.results.map((result) => result.itemMetadata.success)).toEqual([true, false]);
  });

  it('never changes the caller’s objects, even frozen ones', async () => {
    const element = Object.freeze({ [entity]: Object.freeze({ id: 'E1', ...suite.changed }), fieldMask: ['name'] });
    const elements = Object.freeze([element]);
    const change = Object.freeze({ id: 'old', ...suite.changed });
    const snapshot = structuredClone({ elements, change });
    server.answer(() => suite.partialBulk as never);
    await callOf(module(), `bulkUpdate${P}`, elements);
    server.answer(() => ({ [entity]: suite.sample }));
    await callOf(module(), `update${S}`, 'E1', change);
    expect({ elements, change }).toEqual(snapshot);
  });

  it('sends a query too long for the query string as a POST of the same JSON', async () => {
    server.answer(() => ({ [`${entity}s`]: [], pagingMetadata: PAGING_LAST }));
    const ids = Array.from({ length: 200 }, (_, index) => `id-${index}-${'x'.repeat(20)}`);
    await callOf(module(), `query${P}`, { filter: { id: { $in: ids } } });
    const [request] = server.requests;
    expect([request?.method, request?.path, request?.body]).toEqual([
      'POST',
      `${namesOf(entity).path}/query`,
      { query: { filter: { id: { $in: ids } } } },
    ]);
  });

  it('pages the query builder with for await, sending only cursorPaging after the first page', async () => {
    const plural = `${entity}s`;
    const answers = [
      { [plural]: [suite.sample], pagingMetadata: { count: 1, cursors: { next: 'n2' }, hasNext: true } },
      { [plural]: [{ ...suite.sample, id: 'E2' }], pagingMetadata: PAGING_LAST },
    ];
    server.answer(() => answers.shift() ?? {});
    const builder = (module() as Record<string, (options?: object) => BuilderLike>)[`query${P}`]!({
      fields: [suite.requestedField],
    });
    const result = await builder.eq('name', 'x').limit(1).find();
    expect(result.hasNext()).toBe(true);
    const ids: string[] = [];
    for await (const item of result) ids.push((item as { id: string }).id);
    expect(ids).toEqual(['E1', 'E2']);
    const sent = server.requests.map((request) =>
      suite.queryOverGet ? decodeEncodedRequest(request.query['.r'] as string) : request.body,
    );
    expect(sent).toEqual([
      { fields: [suite.requestedField], query: { filter: { name: 'x' }, cursorPaging: { limit: 1 } } },
      { fields: [suite.requestedField], query: { cursorPaging: { cursor: 'n2', limit: 1 } } },
    ]);
  });
}

interface BuilderLike {
  eq(field: string, value: unknown): BuilderLike;
  limit(limit: number): BuilderLike;
  find(): Promise<AsyncIterable<unknown> & { hasNext(): boolean }>;
}
