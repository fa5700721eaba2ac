import { describe, expect, it } from 'vitest';
import {
  ApiKeyStrategy,
  createSiteClient,
  getCollection,
  getCollectionBySlug,
  queryCollections,
} from '../../../src/light/index.js';
import { API, useRecordingServer } from '../support/recording-server.js';

const server = useRecordingServer();
const site = () => createSiteClient({ auth: ApiKeyStrategy({ apiKey: 'key' }), baseURL: API });

describe('sitekit/light collections', () => {
  it('reads one collection by id and by slug, as site.collections does', async () => {
    server.answer(() => ({ collection: { id: 'c1', slug: 'summer' } }));
    expect(await getCollection(site(), 'c1')).toEqual({ collection: { id: 'c1', slug: 'summer' } });
    await getCollectionBySlug(site(), 'summer');
    expect(server.requests.map((request) => [request.method, request.path])).toEqual([
      ['GET', '/v2/collections/c1'],
      ['GET', '/stores-reader/v1/collections/slug/summer'],
    ]);
  });

  it('runs the fluent collection query and a ready-made one as GETs with `.r`', async () => {
    server.answer(() => ({ collections: [{ id: 'c1' }], metadata: { items: 1, offset: 0 } }));
    const page = await queryCollections(site()).ascending('name').limit(1).find();
    expect(page.items).toEqual([{ id: 'c1' }]);
    expect((await queryCollections(site(), { paging: { limit: 1 } })).collections).toEqual([{ id: 'c1' }]);
    expect(server.requests.map((request) => Object.keys(request.query))).toEqual([['.r'], ['.r']]);
  });

  it('names the argument of a bad call and sends nothing', async () => {
    const failure = await getCollectionBySlug(site(), '').catch((error: unknown) => error);
    expect((failure as Error).message).toContain('"slug"');
    expect(server.requests).toEqual([]);
  });
});
