import type { Category } from 'sitekit';
import { useGetCategoryBySlug, useSite } from 'sitekit/react';
import { EmptyState, ErrorState, LoadingState } from '../../components/StatusViews';
import { ProductBreadcrumbs } from '../../components/storefront/ProductTitle';
import { inCategory } from '../../lib/category-search';
import { isNotFound } from '../../lib/error-message';
import { categoryTrail } from '../../lib/product-display-v3';
import { Link, useParams } from '../../lib/router';
import { TREE, withShopCategories } from '../../lib/shop-categories-v3';
import { ProductCatalogV3 } from './CatalogPageV3';

/** One category of the shop: the way to it from the top, then its products with the shop's filters and paging. */
export function CategoryPageV3() {
  const { slug = '' } = useParams();
  withShopCategories(useSite());
  const response = useGetCategoryBySlug(slug, TREE.treeReference, { fields: ['BREADCRUMBS_INFO', 'DESCRIPTION'] });
  if (response.isPending) return <LoadingState label="Loading the category…" />;
  if (response.isError && !isNotFound(response.error))
    return (
      <ErrorState
        error={response.error}
        title="This category cannot be shown"
        onRetry={() => void response.refetch()}
      />
    );
  // Visitors get 404 for a hidden category; the shop does not show one it is handed either.
  const category = response.data?.category;
  if (!category?.id || category.visible === false)
    return (
      <EmptyState title="No such category">
        It may have been hidden or removed. <Link to="/">See every product</Link>.
      </EmptyState>
    );
  return (
    <ProductCatalogV3
      key={category.id}
      category={{
        id: category.id,
        name: category.name ?? '',
        narrow: (search) => inCategory(search, category.id!),
      }}
      header={<CategoryHeader category={category} />}
    />
  );
}

function CategoryHeader({ category }: { category: Category }) {
  return (
    <>
      <ProductBreadcrumbs name={category.name} trail={categoryTrail(category.breadcrumbsInfo?.breadcrumbs)} />
      {category.description && <p className="description">{category.description}</p>}
    </>
  );
}
