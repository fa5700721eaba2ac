import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { type ContractDocument, contractOperations } from '../../../scripts/lib/contract-operations.js';
import { createCollections } from '../../../src/catalog/collections.js';
import { createSiteClient, OAuthStrategy } from '../../../src/light/index.js';
import { products } from '../../../src/modules/products.js';
import type { SiteModuleFactory } from '../../../src/site-modules.js';
import { API, useRecordingServer } from '../support/recording-server.js';

const server = useRecordingServer();
const tokenAnswer = { access_token: 'visitor-access', refresh_token: 'visitor-refresh', expires_in: 14400 };
const folder = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The modules the contract's `x-sitekit` names, sorted. */
function contractModules(): string[] {
  const contract = parse(readFileSync(folder('../../../generated/platform.bundled.yaml'), 'utf8')) as ContractDocument;
  return [...new Set(contractOperations(contract).map(({ op }) => op['x-sitekit']!.module))].sort();
}

async function factories(): Promise<Array<[string, SiteModuleFactory<object>]>> {
  const names = readdirSync(folder('../../../src/modules/')).map((file) => file.replace(/\.ts$/, ''));
  const loaded = await Promise.all(
    names.map(async (name) => Object.entries(await import(`../../../src/modules/${name}.ts`)) as [string, never][]),
  );
  return loaded.flat();
}

describe('the module factories', () => {
  it('load between them every group of the contract but the token grant, each group once', async () => {
    const groups = readdirSync(folder('../../../generated/operation-groups/')).map((file) =>
      file.replace('.gen.ts', ''),
    );
    const loaded: string[] = [];
    for (const [, factory] of await factories()) {
      for (const load of factory.rows) loaded.push(...Object.keys(await load()));
    }
    const grouped = await Promise.all(
      groups
        .filter((group) => group !== 'oauth')
        .map(async (group) => Object.keys(await import(`../../../generated/operation-groups/${group}.gen.ts`))),
    );
    expect(loaded.sort()).toEqual(grouped.flat().sort());
  });

  it('are named after the modules of the contract, as the default client names them', async () => {
    const names = (await factories()).map(([name]) => name).sort();
    expect(names).toEqual(contractModules().filter((module) => module !== 'auth'));
  });
});

describe("sitekit/light's createSiteClient with modules", () => {
  it('builds only the modules given, beside the token methods', () => {
    const site = createSiteClient({ auth: OAuthStrategy({ clientId: 'c' }), baseURL: API, modules: { products } });
    expect(Object.keys(site).sort()).toEqual(['auth', 'products']);
    expect(site.auth.generateVisitorTokens).toBeTypeOf('function');
  });

  it("sends getProduct with the module's own row, after the visitor grant", async () => {
    server.answer((request) => (request.path === '/oauth2/token' ? tokenAnswer : { product: { id: 'p1' } }));
    const site = createSiteClient({ auth: OAuthStrategy({ clientId: 'c' }), baseURL: API, modules: { products } });
    expect(await site.products.getProduct('p1')).toEqual({ product: { id: 'p1' } });
    expect(server.requests.map((request) => request.path)).toEqual(['/oauth2/token', '/stores-reader/v1/products/p1']);
  });

  it('refuses, naming the operation, a call whose row no module brought', async () => {
    const site = createSiteClient({
      auth: OAuthStrategy({ clientId: 'c' }),
      baseURL: API,
      modules: { collections: createCollections },
    });
    const failure = await site.collections.getCollection('c1').catch((error: unknown) => error);
    expect((failure as Error).message).toContain('getCollection is not among the operations');
    expect(server.requests).toEqual([]);
  });
});
