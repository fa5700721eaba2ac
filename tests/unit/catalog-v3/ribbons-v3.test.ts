import { describe } from 'vitest';
import { createRibbonsV3, type RibbonsV3Module } from '../../../src/catalog-v3/ribbons-v3.js';
import { useCatalogServer } from '../catalog/support/catalog-server.js';
import { itBehavesLikeANamedEntity, sharedEntityCases, type EntitySuite } from './support/entity-suite.js';
import { itSendsEachCase, wire, type WireCase } from '../catalog/support/wire-cases.js';
import { partialBulk } from './support/v3-samples.js';

const RIBBON = { id: 'E1', revision: '1', name: 'New Arrival', assignedProductCount: 2 };

const SUITE: EntitySuite<RibbonsV3Module> = {
  create: createRibbonsV3,
  entity: 'ribbon',
  sample: RIBBON,
  created: { name: 'New Arrival' },
  changed: { revision: '1', name: 'Just In' },
  requestedField: 'ASSIGNED_PRODUCT_COUNT',
  queryOverGet: false,
};

const cases: Array<WireCase<RibbonsV3Module>> = [
  ...sharedEntityCases(SUITE),
  wire((r) => r.getOrCreateRibbon('Sale'), 'POST /stores/v3/ribbons/get-or-create', {
    detail: 'answers {ribbon}',
    body: { ribbonName: 'Sale' },
    answer: { ribbon: RIBBON },
  }),
  wire(
    (r) => r.bulkGetOrCreateRibbons(['Sale'], { fields: ['ASSIGNED_PRODUCT_COUNT'] }),
    'POST /stores/v3/bulk/ribbons/get-or-create',
    {
      detail: 'sends the singular requested field',
      body: { ribbonNames: ['Sale'], fields: ['ASSIGNED_PRODUCT_COUNT'] },
      answer: partialBulk(SUITE.sample),
    },
  ),
  wire((r) => r.bulkDeleteRibbons(['E1']), 'POST /stores/v3/bulk/ribbons/delete', {
    body: { ribbonIds: ['E1'] },
    answer: partialBulk(RIBBON),
  }),
];

describe('site.ribbonsV3 calls on the wire', () => {
  const server = useCatalogServer();
  itSendsEachCase(server, cases, createRibbonsV3);
  itBehavesLikeANamedEntity(server, SUITE);
});
