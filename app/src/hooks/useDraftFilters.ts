import { useEffect, useState } from 'react';

/**
 * Filters as the form's controls show them: a change shows at once and is passed on, while the applied filters (from
 * the address bar) follow a moment later and then win.
 */
export function useDraftFilters<F>(applied: F, apply: (change: Partial<F>) => void) {
  const [filters, setFilters] = useState(applied);
  useEffect(() => setFilters(applied), [applied]);
  const onChange = (change: Partial<F>) => {
    setFilters((current) => ({ ...current, ...change }));
    apply(change);
  };
  return [filters, onChange] as const;
}
