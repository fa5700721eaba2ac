import { describe, expect, it } from 'vitest';
import { toOperationTable } from '../../../scripts/lib/operation-table.js';

const CONTRACT = `
openapi: 3.1.0
paths:
  /things/{id}:
    parameters:
      - { name: id, in: path, required: true, schema: { type: string } }
    get:
      operationId: getThing
      parameters:
        - { name: fields, in: query, schema: { type: string } }
    patch:
      operationId: updateThing
      requestBody: { content: { application/json: { schema: { type: object } } } }
  /things:
    get:
      operationId: queryThings
      parameters:
        - { name: q, in: query, schema: { type: string } }
    post:
      operationId: queryThingsByPost
      x-post-form-of: queryThings
      x-safe: true
      requestBody: { content: { application/json: { schema: { type: object } } } }
  /trees:
    get:
      operationId: listTrees
`;

const SCHEMAS = new Set([
  'zGetThingPath',
  'zGetThingQuery',
  'zUpdateThingBody',
  'zUpdateThingPath',
  'zQueryThingsQuery',
  'zQueryThingsByPostBody',
]);

describe('toOperationTable', () => {
  const table = toOperationTable(CONTRACT, SCHEMAS);

  it("writes one row of data per operation with the schemas of the parts it has, the path item's parameters included", () => {
    expect(table).toContain(
      'export const getThing = { send: sdk.getThing, request: { path: s.zGetThingPath, query: s.zGetThingQuery } } as const;',
    );
    expect(table).toContain(
      'export const updateThing = { send: sdk.updateThing, request: { body: s.zUpdateThingBody, path: s.zUpdateThingPath } } as const;',
    );
  });

  it('marks a safe POST as a read', () => {
    expect(table).toContain(
      'export const queryThingsByPost = { send: sdk.queryThingsByPost, request: { body: s.zQueryThingsByPostBody }, read: true } as const;',
    );
  });

  it('names no arguments for an operation that takes nothing', () => {
    expect(table).toContain('export const listTrees = { send: sdk.listTrees, request: {} } as const;');
  });

  it('imports the SDK and the lazy schemas, and nothing hand-written: a row is data', () => {
    expect(table).not.toContain('../src/');
    expect(table).toContain("import * as sdk from './sdk.gen.js';");
    expect(table).toContain("import * as s from './zod-lazy.gen.js';");
  });

  it("writes the argument paths of the row's entry into it, the GET's into its POST form", () => {
    const named = toOperationTable(
      CONTRACT.replace(
        'operationId: queryThings\n',
        'operationId: queryThings\n      x-sitekit: { module: things, arguments: [q], renames: { "q.id": id } }\n',
      ),
      SCHEMAS,
    );
    const paths = "argumentPaths: [['q', 'q'], ['q.id', 'id']]";
    expect(named).toContain(
      `export const queryThings = { send: sdk.queryThings, request: { query: s.zQueryThingsQuery }, ${paths}, readForm: { post: 'queryThingsByPost', get: 'flat' } } as const;`,
    );
    expect(named).toContain(
      `export const queryThingsByPost = { send: sdk.queryThingsByPost, request: { body: s.zQueryThingsByPostBody }, read: true, ${paths} } as const;`,
    );
  });

  it('writes into a GET with a POST form that POST and how the GET carries the request: flat parameters or `.r`', () => {
    expect(table).toContain("readForm: { post: 'queryThingsByPost', get: 'flat' }");
    const encoded = toOperationTable(CONTRACT.replace('name: q, in: query', "name: '.r', in: query"), SCHEMAS);
    expect(encoded).toContain(
      "export const queryThings = { send: sdk.queryThings, request: { query: s.zQueryThingsQuery }, readForm: { post: 'queryThingsByPost', get: 'encoded' } } as const;",
    );
    expect(encoded.match(/readForm/g)).toHaveLength(1);
  });

  it('writes into a read the page it answers: its one list, beside cursor or offset paging metadata', () => {
    const answering = (properties: string) =>
      `      responses:\n        '200':\n          content:\n            application/json:\n              schema:\n                type: object\n                properties: ${properties}\n`;
    const paged = toOperationTable(
      CONTRACT.replace(
        '      x-safe: true\n',
        `      x-safe: true\n${answering("{ things: { type: array }, pagingMetadata: { $ref: '#/components/schemas/Paging' } }")}`,
      )
        .replace(
          '    get:\n      operationId: listTrees\n',
          `    get:\n      operationId: listTrees\n${answering('{ trees: { type: array }, metadata: { type: object } }')}`,
        )
        .replace(
          '    patch:\n      operationId: updateThing\n',
          `    patch:\n      operationId: updateThing\n${answering('{ things: { type: array }, metadata: { type: object } }')}`,
        )
        .concat('components:\n  schemas:\n    Paging: { type: object }\n'),
      SCHEMAS,
    );
    expect(paged).toContain("read: true, page: { items: 'things', paging: 'cursor' } } as const;");
    expect(paged).toContain(
      "{ send: sdk.listTrees, request: {}, page: { items: 'trees', paging: 'offset' } } as const;",
    );
    // A write answers no page, whatever its answer holds.
    expect(paged).toContain(
      '{ send: sdk.updateThing, request: { body: s.zUpdateThingBody, path: s.zUpdateThingPath } } as const;',
    );
  });

  it('fails when a part has no schema among the lazy ones', () => {
    const without = new Set([...SCHEMAS].filter((name) => name !== 'zUpdateThingBody'));
    expect(() => toOperationTable(CONTRACT, without)).toThrow('updateThing: zod-lazy.gen.ts has no zUpdateThingBody');
  });

  it('fails when a POST form names arguments of its own', () => {
    const own = CONTRACT.replace(
      'x-post-form-of: queryThings\n',
      'x-post-form-of: queryThings\n      x-sitekit: { module: things, arguments: [query] }\n',
    );
    expect(() => toOperationTable(own, SCHEMAS)).toThrow(
      'queryThingsByPost: a POST form takes the arguments of its GET',
    );
  });

  it('fails when x-post-form-of names no operation', () => {
    const broken = CONTRACT.replace('x-post-form-of: queryThings', 'x-post-form-of: queryThingz');
    expect(() => toOperationTable(broken, SCHEMAS)).toThrow('queryThingsByPost: x-post-form-of names no operation');
  });
});
