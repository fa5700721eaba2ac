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
  it('builds each method by its call form for the operation it sends, with the wire names of its arguments', () => {
    const source = generate(contract()).modules.get('things-v3.gen.ts')!;
    expect(source).toContain(`entity: 'item',\n    items: 'items',\n    id: 'itemId',`);
    expect(source).toContain(`createThing: calls.create('createThingV3'),`);
    expect(source).toContain(`getThing: calls.get('getThingV3'),`);
    expect(source).toContain(`bulkDeleteThings: calls.bulkDelete('bulkDeleteThingsV3', 'itemIds'),`);
    expect(source).toContain(`export type ItemQueryField = 'id' | 'name' | (string & {});`);
    expect(source).toContain(`/** sends {@link operations.createThingV3}. */`);
  });

  it('names the query by its operation, whose row says whether a POST form of it exists', () => {
    expect(generate(contract()).modules.get('things-v3.gen.ts')).toContain(`query: 'queryThingsV3',`);
    expect(generate(contract({ queryOverGet: false })).modules.get('things-v3.gen.ts')).toContain(
      `query: 'queryThingsV3',`,
    );
  });

  it('takes the methods without a call form from the hand-written extras, by name', () => {
    const source = generate(contract()).modules.get('things-v3.gen.ts')!;
    expect(source).toContain(
      `import { createThingsV3Extras, type ThingsV3Extras } from '../../src/catalog-v3/things-v3-extras.js';`,
    );
    expect(source).toContain(`extends Pick<\n  ThingsV3Extras,\n  | 'polishThing'\n>`);
    expect(source).toContain(`...createThingsV3Extras(context),`);
  });

  it('lists the modules in the creators, the public types and the catalog table', () => {
    const { modules } = generate(contract());
    expect(modules.get('creators.gen.ts')).toContain(`export { createThingsV3 } from './things-v3.gen.js';`);
    expect(modules.get('types.gen.ts')).toContain(
      `export type { ItemQueryField, ThingsV3Module, ThingsV3QueryBuilder } from './things-v3.gen.js';`,
    );
    expect(modules.get('catalog.gen.ts')).toContain(`    thingsV3: createThingsV3(context),`);
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
    expect(source).toContain(`entity: 'item',\n    items: 'items',\n    id: 'itemId',`);
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
