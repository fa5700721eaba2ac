import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { type ContractDocument, contractOperations } from '../../../scripts/lib/contract-operations.js';
import { toDeclaredReads } from '../../../scripts/lib/declared-reads.js';

const CONTRACT = `
openapi: 3.1.0
paths:
  /things/slug/{slug}:
    parameters:
      - { name: slug, in: path, required: true, schema: { type: string } }
    get:
      operationId: getThingBySlugV3
      summary: Get a thing by slug
      parameters:
        - { name: slug, in: query, schema: { type: string } }
        - { name: fields, in: query, schema: { type: array, items: { type: string } } }
      x-sitekit: { module: thingsV3, method: getThingBySlug, call: read, arguments: [slug], options: [fields] }
  /things/{thingId}:
    parameters:
      - { name: thingId, in: path, required: true, schema: { type: string } }
    get:
      operationId: getThingV3
      responses:
        "200":
          content:
            application/json:
              schema: { type: object, properties: { thing: { $ref: '#/components/schemas/Thing' } } }
      x-sitekit: { module: thingsV3, method: getThing, call: read, unwraps: thing, arguments: [thingId] }
  /things/by-name:
    get:
      operationId: getThingByNameV3
      parameters:
        - { name: name, in: query, schema: { type: string } }
      x-sitekit: { module: thingsV3, method: getThingByName, call: read, arguments: [name] }
  /trees/{nodeId}:
    parameters:
      - { name: nodeId, in: path, required: true, schema: { type: string } }
    get:
      operationId: getNodeV3
      parameters:
        - { name: tree.namespace, in: query, required: true, schema: { type: string } }
        - { name: tree.key, in: query, schema: { type: string } }
      x-sitekit: { module: thingsV3, method: getNode, call: read, arguments: [nodeId, tree] }
  /things/{thingId}/parts:
    parameters:
      - { name: thingId, in: path, required: true, schema: { type: string } }
    post:
      operationId: queryThingPartsV3
      x-safe: true
      requestBody:
        content:
          application/json:
            schema:
              type: object
              properties: { thingId: { type: string }, kind: { type: string }, paging: { type: object } }
      x-sitekit: { module: thingsV3, method: queryThingParts, call: read, arguments: [thingId, kind], options: [paging] }
  /things/count:
    get:
      operationId: countThingsV3
      parameters:
        - { name: .r, in: query, schema: { type: string } }
      x-sitekit: { module: thingsV3, method: countThings, call: read, options: [filter, scope] }
    post:
      operationId: countThingsV3ByPost
      x-post-form-of: countThingsV3
      x-safe: true
      requestBody:
        content:
          application/json:
            schema:
              type: object
              required: [scope]
              properties: { filter: { type: object }, scope: { type: string } }
      x-sitekit: { module: thingsV3, method: countThings }
  /things:
    post:
      operationId: createThingV3
      x-sitekit: { module: thingsV3, method: createThing, arguments: [thing] }
`;

const generate = (contract: string) => toDeclaredReads(contractOperations(parse(contract) as ContractDocument));

describe('toDeclaredReads', () => {
  const source = generate(CONTRACT);

  it("types each method by its operation's generated types: path arguments, query arguments, options, answer", () => {
    expect(source).toContain('export interface ThingsV3DeclaredReads<CallOptions> {');
    expect(source).toContain('  /** Get a thing by slug: sends {@link operations.getThingBySlugV3}. */');
    expect(source).toContain(
      "  getThingBySlug(slug: GetThingBySlugV3Data['path']['slug'], options?: { fields?: NonNullable<GetThingBySlugV3Data['query']>['fields'] }, call?: CallOptions): Promise<GetThingBySlugV3Response>;",
    );
    expect(source).toContain(
      "  getThingByName(name: NonNullable<GetThingByNameV3Data['query']>['name'], call?: CallOptions): Promise<GetThingByNameV3Response>;",
    );
    expect(source).toContain('  thingsV3: ThingsV3DeclaredReads<CallOptions>;');
    expect(source).not.toContain('createThing');
  });

  it('says where each argument goes, as data', () => {
    expect(source).toContain(
      "  getThingBySlug: { operation: 'getThingBySlugV3', arguments: ['slug'], path: ['slug'], query: ['slug'], options: ['fields'] },",
    );
    expect(source).toContain(
      "  getThingByName: { operation: 'getThingByNameV3', arguments: ['name'], path: [], query: ['name'], options: [] },",
    );
    expect(source).not.toContain("from '../src");
  });

  // A module's factory imports its own specs, so that a bundle without the other modules holds none of theirs.
  it("gives each module's specs an export of their own, and gathers them under the module's key", () => {
    expect(source).toContain('export const thingsV3DeclaredReadSpecs = {');
    expect(source).toContain('  thingsV3: thingsV3DeclaredReadSpecs,');
  });

  it('answers the key of the body that unwraps names, typed as that key, and fails on a key the answer lacks', () => {
    expect(source).toContain(
      "  getThing(thingId: GetThingV3Data['path']['thingId'], call?: CallOptions): Promise<NonNullable<GetThingV3Response['thing']>>;",
    );
    expect(source).toContain(
      "  getThing: { operation: 'getThingV3', arguments: ['thingId'], path: ['thingId'], query: [], options: [], unwraps: 'thing' },",
    );
    expect(() => generate(CONTRACT.replace('unwraps: thing', 'unwraps: things'))).toThrow(
      'getThingV3: unwraps things, which its answer does not hold',
    );
  });

  // Each shape of read beyond the plain GET: the method's signature, its spec, and a contract it refuses.
  it.each([
    {
      shape: "an argument spread into the query's `<argument>.<member>` parameters, typed member by member",
      signature:
        "  getNode(nodeId: GetNodeV3Data['path']['nodeId'], tree: { namespace: NonNullable<GetNodeV3Data['query']>['tree.namespace']; key?: NonNullable<GetNodeV3Data['query']>['tree.key'] | null }, call?: CallOptions): Promise<GetNodeV3Response>;",
      spec: "  getNode: { operation: 'getNodeV3', arguments: ['nodeId', 'tree'], path: ['nodeId'], query: [], options: [], spread: { tree: ['namespace', 'key'] } },",
      refused: ['arguments: [nodeId, tree]', 'arguments: [nodeId, forest]'],
      error: 'getNodeV3: call: read has no path or query parameter forest',
    },
    {
      shape: 'a POST that reads (x-safe), its arguments and options fields of its body',
      signature:
        "  queryThingParts(thingId: QueryThingPartsV3Data['path']['thingId'], kind: NonNullable<QueryThingPartsV3Data['body']>['kind'], options?: { paging?: NonNullable<QueryThingPartsV3Data['body']>['paging'] }, call?: CallOptions): Promise<QueryThingPartsV3Response>;",
      spec: "  queryThingParts: { operation: 'queryThingPartsV3', arguments: ['thingId', 'kind'], path: ['thingId'], body: ['thingId', 'kind'], options: ['paging'] },",
      refused: ['options: [paging]', 'options: [cursor]'],
      error: 'queryThingPartsV3: call: read has no path parameter or body field cursor',
    },
    {
      shape: 'a POST that does not say it reads',
      signature: '  queryThingParts(',
      spec: "  queryThingParts: { operation: 'queryThingPartsV3'",
      refused: ['      x-safe: true\n', ''],
      error: "queryThingPartsV3: call: read is a GET's, or an x-safe POST's",
    },
    {
      shape: "a GET whose .r carries its POST form's body, typed by that body, its required option required",
      signature:
        "  countThings(options: { filter?: NonNullable<CountThingsV3ByPostData['body']>['filter']; scope: NonNullable<CountThingsV3ByPostData['body']>['scope'] }, call?: CallOptions): Promise<CountThingsV3Response>;",
      spec: "  countThings: { operation: 'countThingsV3', arguments: [], path: [], body: [], options: ['filter', 'scope'], dotR: true },",
      refused: ['      x-post-form-of: countThingsV3\n', ''],
      error: 'countThingsV3: call: read with a .r parameter needs its POST form (x-post-form-of)',
    },
  ])('takes $shape', ({ signature, spec, refused: [from, to], error }) => {
    expect(source).toContain(signature);
    expect(source).toContain(spec);
    expect(() => generate(CONTRACT.replace(from!, to!))).toThrow(error);
  });

  it('fails on a call: read that is not a GET, or whose arguments and options are not its parameters', () => {
    expect(() => generate(CONTRACT.replace('/things/by-name:\n    get:', '/things/by-name:\n    post:'))).toThrow(
      "getThingByNameV3: call: read is a GET's",
    );
    expect(() => generate(CONTRACT.replace('arguments: [name]', 'arguments: [title]'))).toThrow(
      'getThingByNameV3: call: read has no path or query parameter title',
    );
    expect(() => generate(CONTRACT.replace('arguments: [slug], options', 'arguments: [], options'))).toThrow(
      'getThingBySlugV3: call: read takes every path parameter as an argument, not slug',
    );
  });
});
