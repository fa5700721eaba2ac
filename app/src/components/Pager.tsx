interface PagerProps {
  /** Zero-based. */
  page: number;
  hasPrev: boolean;
  hasNext: boolean;
  totalCount: number | undefined;
  pageSize: number;
  onPage: (page: number) => void;
  label?: string;
}

export function Pager({ page, hasPrev, hasNext, totalCount, pageSize, onPage, label = 'Pages' }: PagerProps) {
  const pageCount = totalCount === undefined ? undefined : Math.max(1, Math.ceil(totalCount / pageSize));
  return (
    <nav className="pager" aria-label={label}>
      <button type="button" onClick={() => onPage(page - 1)} disabled={!hasPrev}>
        Previous
      </button>
      <span aria-live="polite">
        Page {page + 1}
        {pageCount !== undefined && ` of ${pageCount}`}
      </span>
      <button type="button" onClick={() => onPage(page + 1)} disabled={!hasNext}>
        Next
      </button>
    </nav>
  );
}
