import { describe } from 'vitest';
import { createInfoSectionsV3, type InfoSectionsV3Module } from '../../../src/catalog-v3/entity-modules-v3.js';
import { useCatalogServer } from '../catalog/support/catalog-server.js';
import { itBehavesLikeANamedEntity, type EntitySuite } from './support/entity-suite.js';
import { wire, type WireCase } from '../catalog/support/wire-cases.js';
import { partialBulk } from './support/v3-samples.js';

/** The rich-content description keeps its node `id` keys. */
const DESCRIPTION = { nodes: [{ type: 'PARAGRAPH', id: 'n1', nodes: [] }] };
const SECTION = { id: 'E1', revision: '1', uniqueName: 'linen-care', title: 'Care', description: DESCRIPTION };

const SUITE: EntitySuite<InfoSectionsV3Module> = {
  create: createInfoSectionsV3,
  entity: 'infoSection',
  sample: SECTION,
  created: { uniqueName: 'linen-care', title: 'Care', description: DESCRIPTION },
  changed: { revision: '1', title: 'Care instructions', plainDescription: '<p>Wash cold.</p>' },
  extras: ['bulkDelete'],
};

const cases: Array<WireCase<InfoSectionsV3Module>> = [
  wire(
    (s) => s.getOrCreateInfoSection({ infoSection: { uniqueName: 'linen-care', title: 'Care' }, fields: [] }),
    'POST /stores/v3/info-sections/get-or-create',
    {
      detail: 'takes one options object and answers {infoSection}',
      body: { infoSection: { uniqueName: 'linen-care', title: 'Care' }, fields: [] },
      answer: { infoSection: SECTION },
    },
  ),
  wire(
    (s) => s.bulkGetOrCreateInfoSections({ infoSections: [{ id: 'E1' }, { uniqueName: 'fit', title: 'Fit' }] }),
    'POST /stores/v3/bulk/info-sections/get-or-create',
    { body: { infoSections: [{ id: 'E1' }, { uniqueName: 'fit', title: 'Fit' }] }, answer: partialBulk(SUITE.sample) },
  ),
];

describe('site.infoSectionsV3 calls on the wire', () => {
  itBehavesLikeANamedEntity(useCatalogServer(), SUITE, cases);
});
