import { flatCategories, type CategoryNode } from '../../lib/category-tree';
import { NavLink } from '../../lib/router';
import { countOf } from '../../lib/count-words';

/** Every category of the store, nested under its parent, each a link to its settings and products. */
export function CategoryTreeV3({ nodes }: { nodes: CategoryNode[] }) {
  return (
    <ul className="category-tree">
      {nodes.map(({ category, children }) => (
        <li key={category.id}>
          <NavLink to={`/manage/categories/${category.id}`} end>
            {category.name}
          </NavLink>{' '}
          <small>
            {countOf(category.itemCounter ?? 0, 'product')}
            {category.visible === false && ' · hidden'}
          </small>
          {children.length > 0 && <CategoryTreeV3 nodes={children} />}
        </li>
      ))}
    </ul>
  );
}

/** The categories as `<option>`s, indented by depth, leaving out one category and everything under it. */
export function CategoryOptionsV3({ nodes, except }: { nodes: CategoryNode[]; except?: string }) {
  return flatCategories(nodes, except).map(({ id, name, depth }) => (
    <option key={id} value={id}>{`${'— '.repeat(depth)}${name}`}</option>
  ));
}
