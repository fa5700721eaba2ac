// Derived by scripts/lib/operation-groups.ts from the bundled contract: the rows of operations.gen.ts that carry
// this tag. A module factory loads the groups it calls on its first call (src/modules/), so that an app holds the
// rows, SDK functions and request schemas of the modules it builds, and loads them after its first page.
export {
  createCustomizationV3,
  getCustomizationV3,
  deleteCustomizationV3,
  updateCustomizationV3,
  queryCustomizationsV3,
  queryCustomizationsV3ByPost,
  countCustomizationsV3,
  addCustomizationChoicesV3,
  setCustomizationChoicesV3,
  removeCustomizationChoicesV3,
  updateCustomizationChoicesV3,
  reorderCustomizationChoicesV3,
  bulkCreateCustomizationsV3,
  bulkUpdateCustomizationsV3,
  bulkAddCustomizationChoicesV3,
} from '../operations.gen.js';
