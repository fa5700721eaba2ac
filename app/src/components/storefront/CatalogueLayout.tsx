import type { ReactNode } from 'react';

interface CatalogueLayoutProps {
  /** The filter form, beside the results. */
  filters: ReactNode;
  title: string;
  /** A read is under way: the results shown may be about to change. */
  busy: boolean;
  children: ReactNode;
}

/** A shop's catalogue page: filters on the side, the titled results beside them. */
export function CatalogueLayout({ filters, title, busy, children }: CatalogueLayoutProps) {
  return (
    <div className="catalogue">
      <section className="catalogue-sidebar" aria-label="Filters">
        {filters}
      </section>
      <section className="catalogue-results" aria-labelledby="catalogue-title" aria-busy={busy}>
        <h1 id="catalogue-title">{title}</h1>
        {children}
      </section>
    </div>
  );
}
