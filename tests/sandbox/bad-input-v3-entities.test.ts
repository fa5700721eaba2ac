import { describe, expect, it } from 'vitest';
import { v3Sandbox } from './support/catalog-v3-sample.js';
import { expectEnvelope, request } from './support/harness.js';
import { forgedCursors, nestedRangesAttack } from './bad-input-v3-cases.js';

/**
 * Malformed requests to the brand, ribbon, info-section, customization and category calls: each must answer 4xx in
 * the platform envelope, never 500, and the sandbox keeps serving.
 */
const ID = '00000000-0000-4000-8000-000000000000';
const tree = { appNamespace: '@wix/stores' };

const bodies: Array<[method: string, path: string, wrong: unknown[]]> = [
  ['POST', '/stores/v3/brands', [{}, { brand: { name: 5 } }, { brand: { name: '' } }, { brand: 'Acme' }]],
  ['PATCH', `/stores/v3/brands/${ID}`, [{}, { brand: { revision: 1 } }, { brand: { revision: '1', name: [] } }]],
  ['POST', '/stores/v3/brands/count', [{ filter: 'name' }, { filter: { name: { $near: 1 } } }]],
  ['POST', '/stores/v3/brands/get-or-create', [{}, { brandName: '' }, { brandName: 'x'.repeat(51) }]],
  ['POST', '/stores/v3/bulk/brands/create', [{ brands: [] }, { brands: [{ name: 1 }] }, { brands: {} }]],
  [
    'POST',
    '/stores/v3/bulk/brands/update',
    [{ brands: [{}] }, { brands: [{ brand: { revision: '1' } }], fields: ['X'] }],
  ],
  ['POST', '/stores/v3/bulk/brands/delete', [{ brandIds: [] }, { brandIds: [1] }]],
  ['POST', '/stores/v3/ribbons/query', [{ query: { cursorPaging: { limit: -1 } } }, { query: { sort: 'name' } }]],
  ['POST', '/stores/v3/bulk/ribbons/get-or-create', [{ ribbonNames: [] }, { ribbonNames: [''] }]],
  [
    'POST',
    '/stores/v3/info-sections',
    [{ infoSection: { title: 'x' } }, { infoSection: { uniqueName: 'a', title: '' } }],
  ],
  ['POST', '/stores/v3/info-sections/get-or-create', [{}, { infoSection: { uniqueName: 7 } }]],
  ['POST', '/stores/v3/bulk/info-sections/update', [{ infoSections: [{ infoSection: {} }] }]],
  [
    'POST',
    '/stores/v3/customizations',
    [
      { customization: { name: 'x' } },
      { customization: { name: 'x', customizationType: 'MODIFIER', customizationRenderType: 'DROPDOWN' } },
      { customization: { name: 'x', customizationType: 'MODIFIER', customizationRenderType: 'FREE_TEXT' } },
    ],
  ],
  ['POST', `/stores/v3/customizations/${ID}/add-choices`, [{}, { choices: [] }, { choices: [{ name: 3 }] }]],
  ['POST', `/stores/v3/customizations/${ID}/reorder-choices`, [{ choiceIds: [] }, { revision: '1' }]],
  ['POST', '/stores/v3/bulk/customizations/add-choices', [{ customizationsChoices: [{}] }]],
  [
    'POST',
    '/categories/v1/categories',
    [{}, { category: { name: 'x' } }, { category: { name: '' }, treeReference: tree }],
  ],
  [
    'POST',
    '/categories/v1/categories/query',
    [{}, { treeReference: {} }, { treeReference: tree, query: { filter: [] } }],
  ],
  [
    'POST',
    `/categories/v1/categories/${ID}/move`,
    [{ treeReference: tree }, { treeReference: tree, position: 'MIDDLE' }],
  ],
  ['PATCH', '/categories/v1/categories/visibility', [{ treeReference: tree }, { categoryId: ID, visible: 'no' }]],
  ['POST', `/categories/v1/bulk/categories/${ID}/add-items`, [{ treeReference: tree, items: [{}] }, { items: [] }]],
  ['POST', '/categories/v1/bulk/categories/set-item-categories', [{ treeReference: tree, item: { appId: 'x' } }]],
  ['POST', `/categories/v1/categories/${ID}/list-items`, [{ treeReference: tree, cursorPaging: { limit: 'ten' } }]],
  [
    'POST',
    '/categories/v1/categories/search',
    [
      { treeReference: tree, search: { aggregations: [nestedRangesAttack('parentCategory.index')] } },
      { treeReference: tree, search: { cursorPaging: { limit: 0 } } },
      ...forgedCursors.map((cursor) => ({ treeReference: tree, search: { cursorPaging: { cursor } } })),
    ],
  ],
  [
    'POST',
    '/categories/v1/categories/query',
    forgedCursors.map((cursor) => ({ treeReference: tree, query: { cursorPaging: { cursor } } })),
  ],
];

const gets = [
  '/stores/v3/brands/query?.r=not*base64',
  `/stores/v3/brands/${ID}?fields=COUNT`,
  '/stores/v3/info-sections/query?.r=e30K%25',
  `/stores/v3/customizations/${ID}?customizationId=other`,
  `/categories/v1/categories/${ID}`,
  `/categories/v1/categories/${ID}/list-items?treeReference.appNamespace=@wix/stores&cursorPaging.limit=abc`,
  '/categories/v1/categories/list-categories-for-item?treeReference.appNamespace=@wix/stores',
];

describe('bad input to the v3 entity and category calls', () => {
  const v3 = v3Sandbox();
  const send = (method: string, path: string, rawBody?: string) =>
    request(v3.h.url, path, {
      method,
      headers: {
        authorization: v3.h.sandbox.apiKey,
        ...(rawBody !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(rawBody !== undefined ? { rawBody } : {}),
    });

  it.each(bodies)('%s %s answers 4xx envelopes to malformed bodies', async (method, path, wrong) => {
    for (const body of [...wrong, '{"unterminated', '[1,2]', 'null']) {
      const reply = await send(method, path, typeof body === 'string' ? body : JSON.stringify(body));
      expectEnvelope(reply);
      expect(reply.status, `${path} ${JSON.stringify(body)}: ${reply.text}`).toBeGreaterThanOrEqual(400);
      expect(reply.status).toBeLessThan(500);
    }
  });

  it.each(gets)('GET %s answers a 4xx envelope', async (path) => {
    const reply = await send('GET', path);
    expectEnvelope(reply);
    expect(reply.status, reply.text).toBeGreaterThanOrEqual(400);
    expect(reply.status).toBeLessThan(500);
  });

  it('keeps serving afterwards', async () => {
    expect((await send('POST', '/stores/v3/brands/count', '{}')).status).toBe(200);
  });
});
