import type { CursorPaging } from '../hooks/useProductPagesV3';
import { useAddressWith } from '../hooks/useAddressWith';
import { Pager } from './Pager';

interface CursorPagerProps {
  paging: CursorPaging;
  /** The `next` cursor of the page shown, when there is a next page. */
  next: string | undefined;
  /** The `prev` cursor of the page shown (needed when the page is in the address bar). */
  prev?: string;
  pageSize: number;
  /** The page shown is the previous answer while the next one loads: no paging on from it. */
  busy: boolean;
  label?: string;
  /** The page is in the address (the shop): the pager then works without JavaScript too. */
  inAddress?: boolean;
}

/** Previous and next over a cursor query's pages. */
export function CursorPager({ paging, next, prev, pageSize, busy, label, inAddress = false }: CursorPagerProps) {
  const addressWith = useAddressWith();
  // The first page has no cursor; any other is its one-based number and the cursor that reads it.
  const addressOf = (page: number) =>
    page === 0
      ? addressWith({ page: undefined, cursor: undefined })
      : addressWith({ page: String(page + 1), cursor: page < paging.page ? prev : next });
  return (
    <Pager
      label={label}
      page={paging.page}
      hasPrev={paging.page > 0}
      hasNext={Boolean(next) && !busy}
      totalCount={undefined}
      pageSize={pageSize}
      onPage={(page) => (page < paging.page ? paging.previous(prev) : next && paging.next(next))}
      addressOf={inAddress ? addressOf : undefined}
    />
  );
}
