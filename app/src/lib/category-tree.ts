import type { Category } from 'sitekit';

export interface CategoryNode {
  category: Category;
  children: CategoryNode[];
}

/** The categories as a tree: top-level ones first, each with its children in their order among siblings. */
export function categoryTree(categories: readonly Category[]): CategoryNode[] {
  const byParent = new Map<string, Category[]>();
  for (const category of categories) {
    const parent = category.parentCategory?.id ?? '';
    byParent.set(parent, [...(byParent.get(parent) ?? []), category]);
  }
  const nodesUnder = (parent: string): CategoryNode[] =>
    (byParent.get(parent) ?? [])
      .sort((a, b) => (a.parentCategory?.index ?? 0) - (b.parentCategory?.index ?? 0))
      .map((category) => ({ category, children: nodesUnder(category.id ?? '') }));
  return nodesUnder('');
}

/** The tree in reading order, each category with its depth, leaving out one category and its subtree. */
export function flatCategories(
  nodes: readonly CategoryNode[],
  except?: string,
  depth = 0,
): Array<{ id: string; name: string; depth: number }> {
  return nodes
    .filter(({ category }) => category.id !== except)
    .flatMap(({ category, children }) => [
      { id: category.id ?? '', name: category.name ?? '', depth },
      ...flatCategories(children, except, depth + 1),
    ]);
}
