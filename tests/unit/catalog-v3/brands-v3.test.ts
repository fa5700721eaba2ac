import { describe } from 'vitest';
import { createBrandsV3 } from '../../../src/catalog-v3/entity-modules-v3.js';
import { useCatalogServer } from '../catalog/support/catalog-server.js';
import { itBehavesLikeANamedEntity } from './support/entity-suite.js';

describe('site.brandsV3 calls on the wire', () => {
  itBehavesLikeANamedEntity(useCatalogServer(), {
    create: createBrandsV3,
    entity: 'brand',
    sample: { id: 'E1', revision: '2', name: 'Northbound Linen', createdDate: '2026-03-02T15:20:08.301Z' },
    created: { name: 'Northbound Linen' },
    changed: { revision: '2', name: 'Northbound Linen Co.' },
    extras: ['bulkDelete', 'getOrCreateByName'],
  });
});
