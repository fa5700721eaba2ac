import type { CursorSearchV3 } from 'sitekit';

/**
 * A products search narrowed to one category: products whose categories (the category itself and, on the platform,
 * its descendants' products too) hold it.
 */
export function inCategory(request: CursorSearchV3, categoryId: string): CursorSearchV3 {
  const condition = { 'allCategoriesInfo.categories': { $matchItems: [{ id: { $eq: categoryId } }] } };
  const filter =
    request.filter && Object.keys(request.filter).length > 0 ? { $and: [request.filter, condition] } : condition;
  return { ...request, filter };
}
