import { describe } from 'vitest';
import { createRibbonsV3 } from '../../../src/catalog-v3/entity-modules-v3.js';
import { useCatalogServer } from '../catalog/support/catalog-server.js';
import { itBehavesLikeANamedEntity } from './support/entity-suite.js';

describe('site.ribbonsV3 calls on the wire', () => {
  itBehavesLikeANamedEntity(useCatalogServer(), {
    create: createRibbonsV3,
    entity: 'ribbon',
    sample: { id: 'E1', revision: '1', name: 'New Arrival', assignedProductCount: 2 },
    created: { name: 'New Arrival' },
    changed: { revision: '1', name: 'Just In' },
    // Ribbons spell the requested field in the singular, and query by POST only.
    requestedField: 'ASSIGNED_PRODUCT_COUNT',
    queryOverGet: false,
    extras: ['bulkDelete', 'getOrCreateByName'],
  });
});
