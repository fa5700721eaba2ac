import { routes as abandonedCarts } from './abandoned-carts/abandoned-carts-routes.js';
import { routes as auth } from './auth/auth-routes.js';
import { routes as authentication } from './identity/authentication-routes.js';
import { routes as brandsV3 } from './brands-and-ribbons-v3/brands-v3-routes.js';
import { routes as catalogVersioning } from './catalog-versioning/catalog-versioning-routes.js';
import { routes as categories } from './categories/categories-routes.js';
import { routes as checkout } from './checkout/checkout-routes.js';
import { routes as collections } from './collections/collections-routes.js';
import { routes as customizationsV3 } from './customizations-v3/customizations-v3-routes.js';
import { routes as files } from './files/files-routes.js';
import { routes as infoSectionsV3 } from './info-sections-v3/info-sections-v3-routes.js';
import { routes as inventory } from './inventory/inventory-routes.js';
import { routes as inventoryItemsV3 } from './inventory-items-v3/inventory-items-v3-routes.js';
import { routes as products } from './products/products-routes.js';
import { routes as productsV3 } from './products-v3/products-v3-routes.js';
import { routes as readOnlyVariantsV3 } from './read-only-variants-v3/read-only-variants-v3-routes.js';
import { routes as recovery } from './identity/recovery-routes.js';
import { routes as redirects } from './redirects/redirects-routes.js';
import { routes as ribbonsV3 } from './brands-and-ribbons-v3/ribbons-v3-routes.js';
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
