import { routes as abandonedCarts } from './abandoned-carts/abandoned-carts-routes.js';
import { routes as auth } from './auth/auth-routes.js';
import { routes as authentication } from './identity/authentication-routes.js';
import { routes as brandsV3 } from './routes/brands-v3.js';
import { routes as catalogVersioning } from './catalog-versioning/catalog-versioning-routes.js';
import { routes as categories } from './routes/categories.js';
import { routes as checkout } from './checkout/checkout-routes.js';
import { routes as collections } from './routes/collections.js';
import { routes as customizationsV3 } from './routes/customizations-v3.js';
import { routes as files } from './files/files-routes.js';
import { routes as infoSectionsV3 } from './routes/info-sections-v3.js';
import { routes as inventory } from './routes/inventory.js';
import { routes as inventoryItemsV3 } from './routes/inventory-items-v3.js';
import { routes as products } from './routes/products.js';
import { routes as productsV3 } from './routes/products-v3.js';
import { routes as readOnlyVariantsV3 } from './routes/read-only-variants-v3.js';
import { routes as recovery } from './identity/recovery-routes.js';
import { routes as redirects } from './redirects/redirects-routes.js';
import { routes as ribbonsV3 } from './routes/ribbons-v3.js';
import { routes as verification } from './identity/verification-routes.js';
import type { ModuleRoutes, SandboxModule } from './kernel/http/module-routes.js';

/**
 * The routes of every module of the contract, by module. The type asks for each module that
 * generated/sandbox-operations.gen.ts names (the contract's `x-sitekit.module`), so a new module without its route
 * file, or one that leaves out an operation, fails to compile (docs/decisions.md#36).
 */
export const contractRoutes = {
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
} satisfies { [Module in SandboxModule]: ModuleRoutes<Module> };
