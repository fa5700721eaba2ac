import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxOperations } from '../../generated/sandbox-operations.gen.js';
import { type Harness, startHarness } from './support/harness.js';

interface Binding {
  id: string;
  method: string;
  url: string;
}

/** Every binding of every contract operation: its path, its `x-bindings`, and the POST form of a `.r` read. */
const bindings: Binding[] = Object.entries(sandboxOperations).flatMap(([id, row]) => [
  ...row.urls.map((url) => ({ id, method: row.method as string, url })),
  ...('dotR' in row ? row.dotR.urls.map((url) => ({ id, method: 'POST', url })) : []),
]);
/** Each `x-bindings` path beside the operation's own path. */
const extraBindings = Object.entries(sandboxOperations).flatMap(([id, row]) =>
  row.urls.slice(1).map((url) => ({ id, method: row.method as string, url, first: row.urls[0] })),
);
const sampleUrl = (url: string) => url.replace(/:(\w+)/g, 'sample-$1');

describe.each(['v1', 'v3'] as const)('a %s store', (catalog) => {
  let harness: Harness;
  const call = ({ method, url }: Omit<Binding, 'id'>, token?: string) =>
    harness.call(sampleUrl(url), { method, token, ...(method !== 'GET' && { body: {} }) });
  beforeAll(async () => {
    harness = await startHarness({ catalog });
  });
  afterAll(() => harness.close());

  it.each(bindings)('serves $id at $method $url', async (binding) => {
    expect((await call(binding)).text).not.toContain('No route for');
  });

  it.each(extraBindings)('answers $id at $url as at $first', async ({ method, url, first }) => {
    const token = await harness.visitorToken();
    const [expected, actual] = await Promise.all([call({ method, url: first }, token), call({ method, url }, token)]);
    expect(actual.status).toBe(expected.status);
    expect(actual.body.message).toBe(expected.body.message);
  });
});
