// Derived by scripts/lib/sandbox-routes.ts from the contract's `x-sitekit` modules: the route file of each.
import { routes as abandonedCarts } from '../sandbox/routes/abandoned-carts.js';
import { routes as auth } from '../sandbox/routes/auth.js';
import { routes as authentication } from '../sandbox/routes/authentication.js';
import { routes as brandsV3 } from '../sandbox/routes/brands-v3.js';
import { routes as catalogVersioning } from '../sandbox/routes/catalog-versioning.js';
import { routes as categories } from '../sandbox/routes/categories.js';
import { routes as checkout } from '../sandbox/routes/checkout.js';
import { routes as collections } from '../sandbox/routes/collections.js';
import { routes as customizationsV3 } from '../sandbox/routes/customizations-v3.js';
import { routes as files } from '../sandbox/routes/files.js';
import { routes as infoSectionsV3 } from '../sandbox/routes/info-sections-v3.js';
import { routes as inventory } from '../sandbox/routes/inventory.js';
import { routes as inventoryItemsV3 } from '../sandbox/routes/inventory-items-v3.js';
import { routes as products } from '../sandbox/routes/products.js';
import { routes as productsV3 } from '../sandbox/routes/products-v3.js';
import { routes as readOnlyVariantsV3 } from '../sandbox/routes/read-only-variants-v3.js';
import { routes as recovery } from '../sandbox/routes/recovery.js';
import { routes as redirects } from '../sandbox/routes/redirects.js';
import { routes as ribbonsV3 } from '../sandbox/routes/ribbons-v3.js';
import { routes as verification } from '../sandbox/routes/verification.js';

export const sandboxRoutes = {
  abandonedCarts,
  auth,
  authentication,
  brandsV3,
  catalogVersioning,
  categories,
  checkout,
  collections,
  customizationsV3,
  files,
  infoSectionsV3,
  inventory,
  inventoryItemsV3,
  products,
  productsV3,
  readOnlyVariantsV3,
  recovery,
  redirects,
  ribbonsV3,
  verification,
};
