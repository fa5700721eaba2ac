import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { toContractAddresses } from '../../../scripts/lib/contract-addresses.js';
import { type ContractDocument, contractOperations } from '../../../scripts/lib/contract-operations.js';

const CONTRACT = `
openapi: 3.1.0
paths:
  /things/{thingId}:
    get:
      operationId: getThing
      x-bindings: ['/old/things/{thingId}']
      x-sitekit: { module: things, method: getThing }
  /things/query:
    post:
      operationId: queryThings
      x-sitekit: { module: things, method: queryThings }
`;

const generate = (contract: string) => toContractAddresses(contractOperations(parse(contract) as ContractDocument));

describe('toContractAddresses', () => {
  it("lists each operation's method and paths, its bindings too, each parameter a :name segment", () => {
    const source = generate(CONTRACT);
    expect(source).toContain('  ["GET","/things/:thingId","/old/things/:thingId"],\n');
    expect(source).toContain('  ["POST","/things/query"],\n');
    expect(source).not.toContain("from '../src");
  });

  it('fails on a path parameter that shares its segment, which the segment-wise check would miss', () => {
    expect(() => generate(CONTRACT.replace('/things/{thingId}:', '/things/{thingId}.json:'))).toThrow(
      'getThing: /things/:thingId.json has a path parameter inside a segment',
    );
    expect(() => generate(CONTRACT.replace('/things/{thingId}:', '/things/thing-{thingId}:'))).toThrow(
      'has a path parameter inside a segment',
    );
  });
});
