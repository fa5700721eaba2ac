import type { ReactNode } from 'react';
import type { ProductV3 } from 'sitekit';
import type { useProductPagesV3 } from '../hooks/useProductPagesV3';
import { CursorPager } from './CursorPager';
import { QueryView } from './QueryView';
import { LoadingState } from './StatusViews';

interface ProductPagesV3Props {
  pages: ReturnType<typeof useProductPagesV3>;
  /** What is loading and what cannot be shown; "products" unless told. */
  noun?: string;
  pagerLabel?: string;
  /** Shown when the search finds nothing. */
  empty: ReactNode;
  /** The products of the page shown. */
  children: (products: ProductV3[]) => ReactNode;
}

/** A paged products search's states, or the page shown followed by the pager. */
export function ProductPagesV3({ pages, noun = 'products', pagerLabel, empty, children }: ProductPagesV3Props) {
  const { products, paging, pageSize, notice, restarting } = pages;
  if (restarting) return <LoadingState label={`Loading the first page of ${noun}…`} />;
  return (
    <>
      {notice && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
      <QueryView query={products} noun={noun} items={(data) => data.products} empty={empty}>
        {(data) => (
          <>
            {children(data.products ?? [])}
            <CursorPager
              label={pagerLabel}
              paging={paging}
              next={data.pagingMetadata?.cursors?.next}
              prev={data.pagingMetadata?.cursors?.prev}
              pageSize={pageSize}
              busy={products.isPlaceholderData}
              inAddress={pages.inAddress}
            />
          </>
        )}
      </QueryView>
    </>
  );
}
