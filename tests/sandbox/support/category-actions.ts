import type { Harness, Json } from './harness.js';
import { shirtV3 } from './catalog-v3-sample.js';

const treeReference = { appNamespace: '@wix/stores' };

/**
 * Makes a category, a second one moved under it (first), and a product that is added to the first, arranged there
 * and removed again: one of each category action event. Answers what it made.
 */
export async function causeCategoryActions(
  h: Harness,
  admin: { token: string },
  name: string,
): Promise<{ parent: Json; child: Json; item: { catalogItemId: string; appId: string } }> {
  const post = async (path: string, body: unknown) =>
    (await h.call(path, { ...admin, method: 'POST', body })).body as Json;
  const category = async (suffix: string) =>
    (await post('/categories/v1/categories', { category: { name: `${name} ${suffix}` }, treeReference })).category;
  const parent = await category('parent');
  const child = await category('child');
  const product = (await post('/stores/v3/products', { product: shirtV3(`${name} Shirt`) })).product;
  const item = { catalogItemId: product.id as string, appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e' };
  await post(`/categories/v1/categories/${child.id}/move`, {
    treeReference,
    parentCategoryId: parent.id,
    position: 'FIRST',
  });
  for (const step of [
    'bulk/categories/{id}/add-items',
    'categories/{id}/set-arranged-items',
    'bulk/categories/{id}/remove-items',
  ])
    await post(`/categories/v1/${step.replace('{id}', parent.id as string)}`, { items: [item], treeReference });
  return { parent, child, item };
}
