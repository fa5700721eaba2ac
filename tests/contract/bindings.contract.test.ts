import { describe, expect, inject, it } from 'vitest';
import { sandboxOperations } from '../../generated/sandbox-operations.gen.js';

/** Each `x-bindings` path of the contract, which Prism serves from the bundle with the bindings written out. */
const extraBindings = Object.entries(sandboxOperations).flatMap(([id, row]) =>
  row.urls.slice(1).map((url) => ({ id, method: row.method as string, url, first: row.urls[0]! })),
);
const sampleUrl = (url: string) => url.replace(/:(\w+)/g, 'sample-$1');

describe('every extra binding of an operation is in the contract Prism serves', () => {
  it.each(extraBindings)('$id at $method $url answers as at $first', async ({ method, url, first }) => {
    const call = (path: string) =>
      fetch(new URL(sampleUrl(path), inject('prismUrl')), {
        method,
        headers: { 'content-type': 'application/json', authorization: 'sample-token' },
        ...(method !== 'GET' && { body: '{}' }),
      });
    const [expected, actual] = await Promise.all([call(first), call(url)]);
    expect(actual.status).not.toBe(404);
    expect(actual.status).toBe(expected.status);
  });
});
