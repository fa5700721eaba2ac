import { useState } from 'react';
import { useCreateCategory } from 'sitekit/react';
import { CategoryEditorV3 } from '../../components/manager-v3/CategoryEditorV3';
import { CategoryFormV3 } from '../../components/manager-v3/CategoryFormV3';
import { CategoryOptionsV3, CategoryTreeV3 } from '../../components/manager-v3/CategoryTreeV3';
import { CategoryWriteStatus } from '../../components/manager-v3/CategoryWriteStatus';
import { QueryView } from '../../components/QueryView';
import { EmptyState } from '../../components/StatusViews';
import { useCategoryTree } from '../../hooks/useCategoryTree';
import { categoryBody, newCategoryForm } from '../../lib/category-form';
import { useNavigate, useParams } from '../../lib/router';
import { TREE } from '../../lib/shop-categories-v3';

/** The store's category tree, hidden categories included; a new category's form; the chosen category's editor. */
export function CategoriesPageV3() {
  const { categoryId } = useParams();
  const navigate = useNavigate();
  const { pages, categories, tree } = useCategoryTree(true);
  const [parentId, setParentId] = useState('');
  const create = useCreateCategory({
    onSuccess: (category) => category.id && navigate(`/manage/categories/${category.id}`),
  });
  const chosen = categories.find((category) => category.id === categoryId);
  return (
    <div>
      <h1>Categories</h1>
      <div className="category-manager">
        <section className="card" aria-labelledby="category-tree-title">
          <h2 id="category-tree-title">Category tree</h2>
          <QueryView
            query={pages}
            noun="categories"
            items={() => categories}
            empty={<EmptyState title="No categories yet">Create one below.</EmptyState>}
          >
            {() => <CategoryTreeV3 nodes={tree} />}
          </QueryView>
        </section>
        {categoryId && !pages.isPending && <CategoryEditorV3 key={categoryId} category={chosen} tree={tree} />}
      </div>
      <section className="card" aria-labelledby="new-category">
        <h2 id="new-category">New category</h2>
        <CategoryFormV3
          schema={newCategoryForm}
          label="New category"
          submitLabel="Create category"
          busy={create.isPending}
          onSubmit={(values) =>
            create.mutate([{ ...categoryBody(values), ...(parentId && { parentCategory: { id: parentId } }) }, TREE])
          }
        >
          <label>
            Parent category{' '}
            <select value={parentId} onChange={(event) => setParentId(event.target.value)}>
              <option value="">None (top level)</option>
              <CategoryOptionsV3 nodes={tree} />
            </select>
          </label>
        </CategoryFormV3>
        <CategoryWriteStatus error={create.error} />
      </section>
    </div>
  );
}
