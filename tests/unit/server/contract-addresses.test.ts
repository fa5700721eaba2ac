import { describe, expect, it } from 'vitest';
import { isContractOperation } from '../../../src/server/contract-addresses.js';

describe('isContractOperation', () => {
  it("takes an operation's method and path, its path parameters filled in", () => {
    expect(isContractOperation('GET', '/stores-reader/v1/products/p-1')).toBe(true);
    expect(isContractOperation('patch', '/stores/v1/products/p-1')).toBe(true);
    expect(isContractOperation('GET', '/stores/v3/provision/version')).toBe(true);
  });

  it('takes the POST form of a read the contract gives one', () => {
    expect(isContractOperation('POST', '/stores-reader/v1/products/query-platformized')).toBe(true);
  });

  it("refuses the sandbox's own addresses, other methods and unknown paths", () => {
    expect(isContractOperation('GET', '/_sandbox/info')).toBe(false);
    expect(isContractOperation('DELETE', '/stores/v3/provision/version')).toBe(false);
    expect(isContractOperation('GET', '/stores/v1/products/p-1/extra')).toBe(false);
    expect(isContractOperation('GET', '/')).toBe(false);
    expect(isContractOperation('GET', '/stores-reader/v1/products/')).toBe(false);
  });
});
