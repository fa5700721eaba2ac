// Derived by scripts/lib/operation-groups.ts from the bundled contract: the rows of operations.gen.ts that carry
// this tag. A module factory loads the groups it calls on its first call (src/modules/), so that an app holds the
// rows, SDK functions and request schemas of the modules it builds, and loads them after its first page.
export {
  createInfoSectionV3,
  getInfoSectionV3,
  deleteInfoSectionV3,
  updateInfoSectionV3,
  queryInfoSectionsV3,
  queryInfoSectionsV3ByPost,
  countInfoSectionsV3,
  getOrCreateInfoSectionV3,
  bulkCreateInfoSectionsV3,
  bulkUpdateInfoSectionsV3,
  bulkGetOrCreateInfoSectionsV3,
  bulkDeleteInfoSectionsV3,
} from '../operations.gen.js';
