import { describe, expect, it } from 'vitest';
import { argumentPathsSource } from '../../../scripts/lib/argument-table.js';
import { parse } from 'yaml';
import {
  checkSitekitExtensions,
  type ContractDocument,
  contractOperations,
} from '../../../scripts/lib/contract-operations.js';

const CONTRACT = `
openapi: 3.1.0
paths:
  /things/{thingId}:
    patch:
      operationId: updateThing
      x-sitekit:
        module: things
        method: updateThing
        arguments: [thingId, thing]
        options: [fields]
        renames: { "thing.id": thingId }
  /things:
    get:
      operationId: queryThings
      x-sitekit: { module: things, method: queryThings, arguments: [query] }
    post:
      operationId: queryThingsByPost
      x-post-form-of: queryThings
      x-sitekit: { module: things, method: queryThings }
  /session:
    post:
      operationId: signIn
      x-sitekit: { module: session, method: signIn }
`;

const operationsOf = (contract: string) => contractOperations(parse(contract) as ContractDocument);

describe('argumentPathsSource', () => {
  const [updateThing, , queryThingsByPost, signIn] = operationsOf(CONTRACT).map(({ op }) => op['x-sitekit']);

  it('pairs positional arguments with themselves, options with options.<key>, then the renames', () => {
    expect(argumentPathsSource(updateThing)).toBe(
      "[['thingId', 'thingId'], ['thing', 'thing'], ['fields', 'options.fields'], ['thing.id', 'thingId']]",
    );
  });

  it('gives none to a POST form or to a call that sends its arguments under their own names', () => {
    expect(argumentPathsSource(queryThingsByPost)).toBeUndefined();
    expect(argumentPathsSource(signIn)).toBeUndefined();
  });
});

describe('checkSitekitExtensions', () => {
  it('fails on an operation that names no module', () => {
    const without = CONTRACT.replace('x-sitekit: { module: session, method: signIn }', 'tags: [session]');
    expect(() => checkSitekitExtensions(operationsOf(without))).toThrow('x-sitekit has no module: signIn');
    expect(() => checkSitekitExtensions(operationsOf(CONTRACT))).not.toThrow();
  });
});
