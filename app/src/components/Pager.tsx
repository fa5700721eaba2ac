import type { MouseEvent, ReactNode } from 'react';

interface PagerProps {
  /** Zero-based. */
  page: number;
  hasPrev: boolean;
  hasNext: boolean;
  totalCount: number | undefined;
  pageSize: number;
  onPage: (page: number) => void;
  label?: string;
  /**
   * The search of a page's address, when the page is in the address (the shop): each button is then a GET form's,
   * so paging works without JavaScript too.
   */
  addressOf?: (page: number) => URLSearchParams;
}

export function Pager({
  page,
  hasPrev,
  hasNext,
  totalCount,
  pageSize,
  onPage,
  label = 'Pages',
  addressOf,
}: PagerProps) {
  const pageCount = totalCount === undefined ? undefined : Math.max(1, Math.ceil(totalCount / pageSize));
  const step = (to: number, enabled: boolean, text: string) => (
    <PageStep address={enabled ? addressOf?.(to) : undefined} enabled={enabled} onClick={() => onPage(to)}>
      {text}
    </PageStep>
  );
  return (
    <nav className="pager" aria-label={label}>
      {step(page - 1, hasPrev, 'Previous')}
      <span aria-live="polite">
        Page {page + 1}
        {pageCount !== undefined && ` of ${pageCount}`}
      </span>
      {step(page + 1, hasNext, 'Next')}
    </nav>
  );
}

interface PageStepProps {
  address: URLSearchParams | undefined;
  enabled: boolean;
  onClick: () => void;
  children: ReactNode;
}

/** A pager's button; with an address, the submit button of a GET form to it, which a script handles in place. */
function PageStep({ address, enabled, onClick, children }: PageStepProps) {
  if (!address)
    return (
      <button type="button" onClick={onClick} disabled={!enabled}>
        {children}
      </button>
    );
  const inPlace = (event: MouseEvent) => {
    event.preventDefault();
    onClick();
  };
  return (
    <form method="get" className="pager-step">
      {[...address].map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" onClick={inPlace} disabled={!enabled}>
        {children}
      </button>
    </form>
  );
}
