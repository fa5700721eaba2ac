// Derived by scripts/lib/operation-groups.ts from the bundled contract: the rows of operations.gen.ts that carry
// this tag. A module factory loads the groups it calls on its first call (src/modules/), so that an app holds the
// rows, SDK functions and request schemas of the modules it builds, and loads them after its first page.
export {
  getProduct,
  getProductOptionsAvailability,
  queryProductVariants,
  queryStoreVariants,
  getStoreVariant,
  queryProducts,
  queryProductsByPost,
  queryProductsWithTextQuery,
  createProduct,
  deleteProduct,
  updateProduct,
  updateProductVariants,
  resetAllProductVariantData,
  addProductMedia,
  removeProductMedia,
  addProductMediaToChoices,
  removeProductMediaFromChoices,
  deleteProductOptions,
  removeBrand,
  removeRibbon,
} from '../operations.gen.js';
