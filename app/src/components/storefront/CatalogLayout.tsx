import type { ReactNode } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { useHydrated } from '../../hooks/useHydrated';
import { useMediaQuery } from '../../hooks/useMediaQuery';

/** The width below which the filters fold above the results (as in styles.css). */
const PHONE = '(max-width: 720px)';

interface CatalogLayoutProps {
  /** The filter form, beside the results. */
  filters: ReactNode;
  /** What the folded filters hold, on a phone; "Search and filters" unless told. */
  filtersLabel?: string;
  title: string;
  /** A read is under way: the results shown may be about to change (so they are too while a new search loads). */
  busy: boolean;
  children: ReactNode;
}

/**
 * A shop's catalog page: filters on the side, the titled results beside them. On a phone the filters fold into one
 * line above the results, so the products are on the first screen.
 */
export function CatalogLayout(props: CatalogLayoutProps) {
  const { filters, filtersLabel = 'Search and filters', title, busy, children } = props;
  const phone = useMediaQuery(PHONE);
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const next = useNavigation().location;
  const searching = next !== undefined && next.pathname === pathname;
  return (
    <div className="catalog">
      <section className="catalog-sidebar" aria-label="Filters">
        {/* Folded in the server's HTML, as a phone wants it, and shown beside the results by the stylesheet until the
            page is live; then open beside the results, and folded again whenever the window narrows to a phone's. */}
        <details className="filters-fold" open={hydrated && !phone}>
          <summary>{filtersLabel}</summary>
          {filters}
        </details>
      </section>
      <section className="catalog-results" aria-labelledby="catalog-title" aria-busy={busy || searching}>
        <h1 id="catalog-title">{title}</h1>
        {children}
      </section>
    </div>
  );
}
