import { useState } from 'react';
import type { Category, MoveOptions } from 'sitekit';
import { useDeleteCategory, useMoveCategory, useUpdateCategory, useUpdateCategoryVisibility } from 'sitekit/react';
import { useRefreshOnConflict } from '../../hooks/useRefreshOnConflict';
import { categoryBody, categoryUpdateForm, categoryValuesOf } from '../../lib/category-form';
import { useNavigate } from '../../lib/router';
import type { CategoryNode } from '../../lib/category-tree';
import { TREE } from '../../lib/shop-categories-v3';
import { ConfirmDelete } from '../manager/ConfirmDelete';
import { EmptyState } from '../StatusViews';
import { CategoryFormV3 } from './CategoryFormV3';
import { CategoryProductsV3 } from './CategoryProductsV3';
import { CategoryOptionsV3 } from './CategoryTreeV3';
import { CategoryWriteStatus } from './CategoryWriteStatus';

/** One category's name, visibility, place in the tree and products; or why it cannot be shown. */
export function CategoryEditorV3({ category, tree }: { category: Category | undefined; tree: CategoryNode[] }) {
  if (!category?.id) return <EmptyState title="No such category">It may have been deleted.</EmptyState>;
  return (
    <section className="card category-editor" aria-labelledby="category-editor-title">
      <h2 id="category-editor-title">{category.name}</h2>
      <CategorySettings category={category} />
      <CategoryPlace category={category} tree={tree} />
      <h3>Products in {category.name}</h3>
      <CategoryProductsV3 category={category} />
    </section>
  );
}

/** Rename and show or hide, each at the revision the page holds. */
function CategorySettings({ category }: { category: Category }) {
  const id = category.id!;
  const onError = useRefreshOnConflict();
  const update = useUpdateCategory({ onError });
  const visibility = useUpdateCategoryVisibility({ onError });
  const hidden = category.visible === false;
  return (
    <>
      <CategoryFormV3
        schema={categoryUpdateForm}
        values={categoryValuesOf(category)}
        label="Category details"
        submitLabel="Save category"
        busy={update.isPending}
        onSubmit={(values) => update.mutate([id, { ...categoryBody(values), revision: category.revision }, TREE])}
      />
      <CategoryWriteStatus error={update.error} />
      <p>
        {hidden ? 'Hidden from the shop.' : 'Shown in the shop.'}{' '}
        <button
          type="button"
          disabled={visibility.isPending}
          onClick={() => visibility.mutate([id, { ...TREE, visible: hidden, revision: category.revision ?? '' }])}
        >
          {hidden ? 'Show in the shop' : 'Hide from the shop'}
        </button>
      </p>
      <CategoryWriteStatus error={visibility.error} />
    </>
  );
}

/** Move under another parent (first or last among its children), or delete with everything under it. */
function CategoryPlace({ category, tree }: { category: Category; tree: CategoryNode[] }) {
  const id = category.id!;
  const navigate = useNavigate();
  const [parentId, setParentId] = useState(category.parentCategory?.id ?? '');
  const [position, setPosition] = useState<MoveOptions['position']>('LAST');
  const move = useMoveCategory();
  const remove = useDeleteCategory({ onSuccess: () => navigate('/manage/categories') });
  return (
    <>
      <form
        aria-label="Move category"
        onSubmit={(event) => {
          event.preventDefault();
          move.mutate([id, TREE.treeReference, { ...(parentId && { parentCategoryId: parentId }), position }]);
        }}
      >
        <label>
          Move under{' '}
          <select value={parentId} onChange={(event) => setParentId(event.target.value)}>
            <option value="">None (top level)</option>
            <CategoryOptionsV3 nodes={tree} except={id} />
          </select>
        </label>{' '}
        <label>
          Place{' '}
          <select value={position} onChange={(event) => setPosition(event.target.value as MoveOptions['position'])}>
            <option value="FIRST">First</option>
            <option value="LAST">Last</option>
          </select>
        </label>{' '}
        <button type="submit" disabled={move.isPending}>
          Move
        </button>
      </form>
      <CategoryWriteStatus error={move.error} />
      <ConfirmDelete
        label="Delete category"
        question={`Delete “${category.name}” and every category under it? Their products stay in the store.`}
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() => remove.mutate([id, TREE.treeReference])}
      />
    </>
  );
}
