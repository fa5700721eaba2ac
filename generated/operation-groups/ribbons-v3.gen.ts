// Derived by scripts/lib/operation-groups.ts from the bundled contract: the rows of operations.gen.ts that carry
// this tag. A module factory loads the groups it calls on its first call (src/modules/), so that an app holds the
// rows, SDK functions and request schemas of the modules it builds, and loads them after its first page.
export {
  createRibbonV3,
  getRibbonV3,
  deleteRibbonV3,
  updateRibbonV3,
  queryRibbonsV3,
  countRibbonsV3,
  getOrCreateRibbonV3,
  bulkCreateRibbonsV3,
  bulkUpdateRibbonsV3,
  bulkGetOrCreateRibbonsV3,
  bulkDeleteRibbonsV3,
} from '../operations.gen.js';
