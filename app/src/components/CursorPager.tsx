import type { CursorPaging } from '../hooks/useProductPagesV3';
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
}

/** Previous and next over a cursor query's pages. */
export function CursorPager({ paging, next, prev, pageSize, busy, label }: CursorPagerProps) {
  return (
    <Pager
      label={label}
      page={paging.page}
      hasPrev={paging.page > 0}
      hasNext={Boolean(next) && !busy}
      totalCount={undefined}
      pageSize={pageSize}
      onPage={(page) => (page < paging.page ? paging.previous(prev) : next && paging.next(next))}
    />
  );
}
