import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { type ContractDocument, contractOperations } from '../../../scripts/lib/contract-operations.js';
import { toEntityModulesV3 } from '../../../scripts/lib/entity-modules-v3.js';
import { toModuleEntries } from '../../../scripts/lib/module-entries.js';

const op = (id: string, sitekit: string, extra = '') =>
  `      operationId: ${id}\n      tags: [things-v3]\n${extra}      x-sitekit: ${sitekit}\n`;

/** A named entity `thing` (wire key `item`, to show that no name is spelled from the module's) with one extra call. */
function contract({ queryOverGet = true, queryFields = 'queryFields: [id, name], ' } = {}): string {
  const query = queryOverGet
    ? `    get:\n${op('queryThingsV3', `{ module: thingsV3, method: queryThings, call: query, ${queryFields}arguments: [query] }`)}` +
      `    post:\n${op('queryThingsV3ByPost', '{ module: thingsV3, method: queryThings }', '      x-post-form-of: queryThingsV3\n')}`
    : `    post:\n${op('queryThingsV3', `{ module: thingsV3, method: queryThings, call: query, ${queryFields}arguments: [query] }`)}`;
  return `
openapi: 3.1.0
tags:
  - name: things-v3
    description: v3 things. Second sentence.
  - name: oauth
    description: The token endpoint.
paths:
  /things:
    post:
${op('createThingV3', '{ module: thingsV3, method: createThing, call: create, arguments: [item] }')}
  /things/{itemId}:
    get:
${op('getThingV3', '{ module: thingsV3, method: getThing, call: get, arguments: [itemId], options: [fields] }')}
    patch:
${op('updateThingV3', '{ module: thingsV3, method: updateThing, call: update, arguments: [itemId, item] }')}
    delete:
${op('deleteThingV3', '{ module: thingsV3, method: deleteThing, call: delete, arguments: [itemId] }')}
  /things/query:
${query}
  /things/bulk/create:
    post:
${op('bulkCreateThingsV3', '{ module: thingsV3, method: bulkCreateThings, call: bulkCreate, arguments: [items] }')}
  /things/bulk/update:
    post:
${op('bulkUpdateThingsV3', '{ module: thingsV3, method: bulkUpdateThings, call: bulkUpdate, arguments: [items] }')}
  /things/bulk/delete:
    post:
${op('bulkDeleteThingsV3', '{ module: thingsV3, method: bulkDeleteThings, call: bulkDelete, arguments: [itemIds] }')}
  /things/{itemId}/polish:
    post:
${op('polishThingV3', '{ module: thingsV3, method: polishThing, arguments: [itemId] }')}
  /oauth2/token:
    post:
      operationId: token
      tags: [oauth]
      x-sitekit: { module: auth }
`;
}

const generate = (source: string) => {
  const document = parse(source) as ContractDocument;
  const tags = new Map((document.tags ?? []).map(({ name, description }) => [name, description ?? name]));
  return {
    modules: toEntityModulesV3(contractOperations(document), tags),
    entries: () => toModuleEntries(contractOperations(document), tags),
  };
};

describe('toEntityModulesV3', () => {
  it('writes each method as data: the call form that builds it, the operation it sends, the wire names of its arguments', () => {
    const source = generate(contract()).modules.get('things-v3.gen.ts')!;
    expect(source).toContain(
      `export const thingsV3Spec = {\n  wire: { entity: 'item', items: 'items', id: 'itemId' },`,
    );
    expect(source).toContain(`    createThing: { call: 'create', operation: 'createThingV3' },`);
    expect(source).toContain(`    getThing: { call: 'get', operation: 'getThingV3' },`);
    expect(source).toContain(
      `    bulkDeleteThings: { call: 'bulkDelete', operation: 'bulkDeleteThingsV3', argument: 'itemIds' },`,
    );
    expect(source).toContain(`export type ItemQueryField = 'id' | 'name' | (string & {});`);
    expect(source).toContain(`    /** sends {@link operations.createThingV3}. */`);
  });

  it('names the query by its operation, whose row says whether a POST form of it exists', () => {
    const query = `    queryThings: { call: 'query', operation: 'queryThingsV3' },`;
    expect(generate(contract()).modules.get('things-v3.gen.ts')).toContain(query);
    expect(generate(contract({ queryOverGet: false })).modules.get('things-v3.gen.ts')).toContain(query);
  });

  it('types the entity from types.gen.ts alone, as a bundle of its wire types', () => {
    const source = generate(contract()).modules.get('things-v3.gen.ts')!;
    expect(source).toContain(`export interface ItemV3Types {\n  entity: NonNullable<GetThingV3Response['item']>;\n`);
    expect(source).toContain(`  bulkUpdate: BulkUpdateThingsV3Data['body']['items'][number];\n`);
    expect(source).toContain(`} from '../types.gen.js';`);
  });

  it('names the methods without a call form, which the hand-written extras implement', () => {
    const source = generate(contract()).modules.get('things-v3.gen.ts')!;
    expect(source).toContain(`  extras: ['polishThing'],\n`);
    expect(source).not.toContain('polishThing:');
  });

  it('imports nothing hand-written', () => {
    for (const [file, source] of generate(contract()).modules) {
      expect(source, file).not.toMatch(/from '\.\.\/\.\.\//);
    }
  });

  it('lists the modules in the public types and the catalog of specs', () => {
    const { modules } = generate(contract());
    expect(modules.get('types.gen.ts')).toContain(`export type { ItemQueryField } from './things-v3.gen.js';`);
    expect(modules.get('catalog.gen.ts')).toContain(`  thingsV3: typeof thingsV3Spec;\n`);
  });

  it("leaves a module whose only call form is read to the declared reads, and refuses one in a named entity's", () => {
    const reads = contract()
      .replace(/call: (?!query)\w+, /g, '')
      .replace('method: getThing, ', 'method: getThing, call: read, ');
    expect([...generate(reads.replace('call: query, ', '')).modules.keys()]).toEqual([
      'types.gen.ts',
      'catalog.gen.ts',
    ]);
    expect(
      () => generate(contract().replace('method: polishThing, ', 'method: polishThing, call: read, ')).modules,
    ).toThrow("polishThingV3: a named v3 entity's module takes no call: read yet");
  });

  it('fails on a query without queryFields', () => {
    expect(() => generate(contract({ queryFields: '' })).modules).toThrow(
      'queryThingsV3: call: query needs queryFields',
    );
  });

  it('builds an entity without bulk calls or requested fields, its list key from the answer of its query', () => {
    const answer =
      '      responses:\n        "200":\n          content:\n            application/json:\n              schema:\n' +
      '                properties: { items: { type: array }, pagingMetadata: { type: object } }\n';
    const plain = contract({ queryOverGet: false })
      .replace(/ {2}\/things\/bulk\/(create|update):\n {4}post:\n(.*\n){3}\n/g, '')
      .replace(', options: [fields]', '')
      .replace('      operationId: queryThingsV3\n      tags: [things-v3]\n', (opening) => opening + answer);
    const source = generate(plain).modules.get('things-v3.gen.ts')!;
    expect(source).toContain(`wire: { entity: 'item', items: 'items', id: 'itemId' },`);
    expect(source).not.toContain('bulkCreate');
    expect(source).toContain('  bulkUpdate: never;\n  requestedField: never;\n');
  });
});

describe('toModuleEntries', () => {
  it('writes the row loaders of each module with a method, one per tag of its operations, and none for the token grant', () => {
    const entries = generate(contract()).entries();
    expect([...entries.keys()]).toEqual(['things-v3.gen.ts']);
    expect(entries.get('things-v3.gen.ts')).toContain(
      `export const thingsV3Rows = [() => import('../operation-groups/things-v3.gen.js')] as const;`,
    );
    expect(entries.get('things-v3.gen.ts')).not.toContain('../src/');
  });
});
