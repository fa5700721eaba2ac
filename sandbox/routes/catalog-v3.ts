import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.js';
import { registerCategoryRoutes } from './categories.js';
import { registerCategoryItemRoutes } from './category-items.js';
import { registerCustomizationRoutes } from './catalog-v3-customizations.js';
import { registerInfoSectionRoutes } from './catalog-v3-info-sections.js';
import { registerInventoryV3Routes } from './catalog-v3-inventory.js';
import { registerBrandAndRibbonRoutes } from './catalog-v3-brands-and-ribbons.js';
import { registerProductBulkV3Routes } from './catalog-v3-product-bulk.js';
import { registerProductV3Routes } from './catalog-v3-products.js';
import { registerCatalogVersioningRoutes } from './catalog-v3-versioning.js';

/** Every catalogue v3 route; the catalogue gate answers 428 for them on a v1 store. */
export function registerCatalogV3Routes(app: FastifyInstance, context: SandboxContext): void {
  registerCatalogVersioningRoutes(app, context);
  registerProductV3Routes(app, context);
  registerInventoryV3Routes(app, context);
  registerProductBulkV3Routes(app, context);
  registerBrandAndRibbonRoutes(app, context);
  registerInfoSectionRoutes(app, context);
  registerCustomizationRoutes(app, context);
  registerCategoryRoutes(app, context);
  registerCategoryItemRoutes(app, context);
}
