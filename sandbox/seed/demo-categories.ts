import { createCategory } from '../categories/category-service.js';
import { findCategory } from '../categories/category-rows.js';
import type { SandboxContext } from '../kernel/context.js';
import { demoCollections } from './demo-catalog.js';
import { demoId } from './demo.js';

/**
 * The demo category tree of a v3 store: "Collections" at the top level with one child per demo collection (same ids
 * and slugs as the v1 collections), which the demo products then join. Categories already there are kept.
 */
export function seedDemoCategories(context: SandboxContext): void {
  const rootId = demoId('category:collections');
  if (!findCategory(context.db, rootId))
    createCategory(context, { name: 'Collections', slug: 'collections' }, 'category', rootId);
  for (const collection of demoCollections) {
    const id = demoId(`collection:${collection.slug}`);
    if (findCategory(context.db, id)) continue;
    createCategory(
      context,
      {
        name: collection.name,
        slug: collection.slug,
        description: collection.description,
        parentCategory: { id: rootId },
      },
      'category',
      id,
    );
  }
}
