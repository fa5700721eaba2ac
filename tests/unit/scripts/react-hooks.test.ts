import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { type ContractDocument, contractOperations } from '../../../scripts/lib/contract-operations.js';
import { HOOKS_FILE, toReactHooks } from '../../../scripts/lib/react-hooks.js';

const CONTRACT = `
openapi: 3.1.0
paths:
  /things:
    post:
      operationId: createThingV3
      x-sitekit: { module: thingsV3, method: createThing, arguments: [thing], makesStale: [thingV3] }
  /things/{thingId}:
    parameters:
      - { name: thingId, in: path, required: true, schema: { type: string } }
    get:
      operationId: getThingV3
      parameters:
        - { name: fields, in: query, schema: { type: array, items: { $ref: '#/components/schemas/ThingRequestedField' } } }
      responses:
        "200":
          content:
            application/json:
              schema: { type: object, properties: { thing: { $ref: '#/components/schemas/Thing' } } }
      x-sitekit: { module: thingsV3, method: getThing, arguments: [thingId], options: [fields], readGroup: thingV3 }
    delete:
      operationId: deleteThingV3
      x-sitekit: { module: thingsV3, method: deleteThing, arguments: [thingId], makesStale: [thingV3, allProductsV3] }
  /products/{productId}/things:
    post:
      operationId: addProductThingsV3
      x-sitekit: { module: productsV3, method: addThings, arguments: [productId, things], makesStale: [{ productV3: productId }, thingV3] }
  /things/query:
    get:
      operationId: queryThingsV3
      x-sitekit: { module: thingsV3, method: queryThings, arguments: [query], options: [fields], readGroup: thingV3 }
    post:
      operationId: queryThingsV3ByPost
      x-post-form-of: queryThingsV3
      x-sitekit: { module: thingsV3, method: queryThings }
  /things/count:
    post:
      operationId: countThingsV3
      x-safe: true
      x-sitekit: { module: thingsV3, method: countThings, options: [filter], readGroup: thingV3 }
`;

const generate = (contract: string) => toReactHooks(contractOperations(parse(contract) as ContractDocument));

describe('toReactHooks', () => {
  const files = generate(CONTRACT);
  const keys = files.get('react-v3-entity-keys.gen.ts')!;
  const hooks = files.get(HOOKS_FILE)!;

  it('writes the hooks for src/react/, importing the hooks beside them and the wire types from generated/', () => {
    expect([...files.keys()]).toEqual(['react-v3-entity-keys.gen.ts', HOOKS_FILE]);
    const reactDir = resolve(import.meta.dirname, '../../../src/react');
    const targets = [...hooks.matchAll(/from '(\.[^']+)\.js'/g)].map((match) => resolve(reactDir, `${match[1]}.ts`));
    expect(targets).toContain(resolve(reactDir, '../../generated/types.gen.ts'));
    expect(targets.filter((target) => !existsSync(target))).toEqual([]);
  });

  it("groups each read's key under its readGroup, by the read's shape, as data", () => {
    expect(keys).toContain("  thingV3: {\n    getThingV3: { key: 'byId', idParameter: 'thingId' },");
    expect(keys).toContain("    queryThingsV3: { key: 'cursor' },");
    expect(keys).toContain("    countThingsV3: { key: 'count' },");
    expect(keys).not.toContain('ByPost');
    expect(keys).not.toContain('import ');
  });

  it('types the read hooks by the answer, the query answer and the requested fields of the contract', () => {
    expect(hooks).toContain(
      'type ThingV3Hooks = NamedEntityReadHooks<Thing, QueryThingsV3Response, ThingRequestedField>;',
    );
    expect(hooks).toContain(
      "export const useGetThingV3: ThingV3Hooks['useGet'] = /* @__PURE__ */ siteRead((site) => site.thingsV3.getThing)(2, keys.getThingV3);",
    );
    expect(hooks).toContain("export const useQueryThingsV3Infinite: ThingV3Hooks['useQueryInfinite']");
  });

  it('types no requested field for a shared get and query without fields, which still take their options', () => {
    const plain = generate(
      CONTRACT.replace(/ {6}parameters:\n {8}- \{ name: fields.*\n/, '')
        .replace(/, options: \[fields\]/g, '')
        .replace('method: getThing,', 'method: getThing, call: get,')
        .replace('method: queryThings, arguments', 'method: queryThings, call: query, arguments'),
    ).get(HOOKS_FILE)!;
    expect(plain).toContain('type ThingV3Hooks = NamedEntityReadHooks<Thing, QueryThingsV3Response, never>;');
    expect(plain).toContain('site.thingsV3.getThing)(2, keys.getThingV3);');
    expect(plain).toContain("('query', keys.queryThingsV3, true);");
    expect(plain).not.toContain('  never,\n');
  });

  it('makes a read group stale as its named entity, and anything else by its kind', () => {
    expect(hooks).toContain(
      "const staleThingV3AndAllProductsV3 = /* @__PURE__ */ v3Writes((): StaleData[] => [{ kind: 'entityV3', entity: 'thingV3' }, { kind: 'allProductsV3' }]);",
    );
    expect(hooks).toContain(
      'export const useCreateThingV3 = /* @__PURE__ */ staleThingV3((site) => site.thingsV3.createThing);',
    );
  });

  it('narrows stale data to the item an argument names, reading that argument by its position', () => {
    expect(hooks).toContain(
      "const staleProductV3OfProductIdAndThingV3 = /* @__PURE__ */ v3Writes(([productId]: readonly [string, ...unknown[]]): StaleData[] => [{ kind: 'productV3', id: productId }, { kind: 'entityV3', entity: 'thingV3' }]);",
    );
    expect(hooks).toContain(
      'export const useAddProductThingsV3 = /* @__PURE__ */ staleProductV3OfProductIdAndThingV3((site) => site.productsV3.addThings);',
    );
  });

  it('generates no hook for a write whose hook is written by hand, whatever its makesStale names', () => {
    const handWritten = CONTRACT.replace('{ productV3: productId }', '{ productV3: things.productId }');
    const written = toReactHooks(
      contractOperations(parse(handWritten) as ContractDocument),
      new Set(['useAddProductThingsV3']),
    );
    expect(written.get(HOOKS_FILE)).not.toContain('useAddProductThingsV3');
    expect(written.get(HOOKS_FILE)).toContain('export const useCreateThingV3 =');
  });

  it('gives a read of call: read its hook, keyed by the declared read keys, unless one is written by hand', () => {
    const declared = `${CONTRACT}  /products/slug/{slug}:
    get:
      operationId: getProductBySlugV3
      parameters:
        - { name: slug, in: path, required: true, schema: { type: string } }
      x-sitekit: { module: productsV3, method: getProductBySlug, call: read, arguments: [slug], options: [fields] }
`;
    const generated = generate(declared).get(HOOKS_FILE)!;
    expect(generated).toContain("import { declaredReadKeys as readKeys } from './declared-read-keys.js';");
    expect(generated).toContain(
      'export const useGetProductBySlugV3 = /* @__PURE__ */ siteRead((site) => site.productsV3.getProductBySlug)(2, readKeys.getProductBySlugV3);',
    );
    const written = toReactHooks(
      contractOperations(parse(declared) as ContractDocument),
      new Set(['useGetProductBySlugV3']),
    ).get(HOOKS_FILE)!;
    expect(written).not.toContain('useGetProductBySlugV3');
    expect(hooks).not.toContain('declaredReadKeys');
  });

  it('fails when a stale item names no argument of the call', () => {
    const unknown = CONTRACT.replace('{ productV3: productId }', '{ productV3: thingId }');
    expect(() => generate(unknown)).toThrow('addProductThingsV3: makesStale {"productV3":"thingId"} is not');
  });

  it("fails on an operation of a named entity's module that says neither what it reads nor what it makes stale", () => {
    const unsaid = CONTRACT.replace(', makesStale: [thingV3, allProductsV3]', '');
    expect(() => generate(unsaid)).toThrow('x-sitekit has neither readGroup nor makesStale: deleteThingV3');
  });

  it('fails on a read group without a read by id, a query and a count', () => {
    const countless = CONTRACT.replace(
      'options: [filter], readGroup: thingV3',
      'options: [filter], makesStale: [thingV3]',
    );
    expect(() => generate(countless)).toThrow(
      'readGroup thingV3: a named entity has one read by id, one query and one count',
    );
  });
});
