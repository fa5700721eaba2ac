import type { useCursorPages } from '../hooks/useCursorPages';
import { Pager } from './Pager';

interface CursorPagerProps {
  paging: ReturnType<typeof useCursorPages>;
  /** The `next` cursor of the page shown, when there is a next page. */
  next: string | undefined;
  pageSize: number;
  /** The page shown is the previous answer while the next one loads: no paging on from it. */
  busy: boolean;
  label?: string;
}

/** Previous and next over a cursor query's pages. */
export function CursorPager({ paging, next, pageSize, busy, label }: CursorPagerProps) {
  return (
    <Pager
      label={label}
      page={paging.page}
      hasPrev={paging.page > 0}
      hasNext={Boolean(next) && !busy}
      totalCount={undefined}
      pageSize={pageSize}
      onPage={(page) => (page < paging.page ? paging.previous() : next && paging.next(next))}
    />
  );
}
