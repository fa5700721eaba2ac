import { useSite } from 'sitekit/react';
import { useCategoryTree } from '../../hooks/useCategoryTree';
import type { CategoryNode } from '../../lib/category-tree';
import { withShopCategories } from '../../lib/shop-categories-v3';
import { NavLink } from '../../lib/router';
import { categoryPath } from '../../lib/seo/shop-paths';

/** The shop's visible categories as nested links; the one shown is marked as the current page. */
export function CategoryNavV3() {
  withShopCategories(useSite());
  const { pages, tree } = useCategoryTree();
  if (pages.isPending || pages.isError || tree.length === 0) return null;
  return (
    <nav className="category-nav" aria-label="Categories">
      <h2>Categories</h2>
      <CategoryLinks nodes={tree} />
    </nav>
  );
}

function CategoryLinks({ nodes }: { nodes: CategoryNode[] }) {
  return (
    <ul>
      {nodes.map(({ category, children }) => (
        <li key={category.id}>
          <NavLink to={categoryPath(category.slug ?? '')} end>
            {category.name}
          </NavLink>
          {children.length > 0 && <CategoryLinks nodes={children} />}
        </li>
      ))}
    </ul>
  );
}
