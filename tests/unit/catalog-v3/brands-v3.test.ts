import { describe } from 'vitest';
import { createBrandsV3, type BrandsV3Module } from '../../../src/catalog-v3/brands-v3.js';
import { useCatalogServer } from '../catalog/support/catalog-server.js';
import { itBehavesLikeANamedEntity, sharedEntityCases, type EntitySuite } from './support/entity-suite.js';
import { itSendsEachCase, wire, type WireCase } from '../catalog/support/wire-cases.js';
import { partialBulk } from './support/v3-samples.js';

const BRAND = { id: 'E1', revision: '2', name: 'Northbound Linen', createdDate: '2026-03-02T15:20:08.301Z' };

const SUITE: EntitySuite<BrandsV3Module> = {
  create: createBrandsV3,
  entity: 'brand',
  sample: BRAND,
  created: { name: 'Northbound Linen' },
  changed: { revision: '2', name: 'Northbound Linen Co.' },
};

const cases: Array<WireCase<BrandsV3Module>> = [
  ...sharedEntityCases(SUITE),
  wire(
    (b) => b.getOrCreateBrand('Acme', { fields: ['ASSIGNED_PRODUCTS_COUNT'] }),
    'POST /stores/v3/brands/get-or-create',
    {
      detail: 'answers {brand}',
      body: { brandName: 'Acme', fields: ['ASSIGNED_PRODUCTS_COUNT'] },
      answer: { brand: BRAND },
    },
  ),
  wire((b) => b.bulkGetOrCreateBrands(['Acme', 'Northbound Linen']), 'POST /stores/v3/bulk/brands/get-or-create', {
    body: { brandNames: ['Acme', 'Northbound Linen'] },
    answer: partialBulk(SUITE.sample),
  }),
  wire((b) => b.bulkDeleteBrands(['E1', 'E2']), 'POST /stores/v3/bulk/brands/delete', {
    body: { brandIds: ['E1', 'E2'] },
    answer: partialBulk(BRAND),
  }),
];

describe('site.brandsV3 calls on the wire', () => {
  const server = useCatalogServer();
  itSendsEachCase(server, cases, createBrandsV3);
  itBehavesLikeANamedEntity(server, SUITE);
});
