import { useEffect, useId, useState } from 'react';

/** The applied filters (from the address bar) and how to change them. */
export interface AppliedFilters<F> {
  filters: F;
  onChange: (change: Partial<F>) => void;
}

/** The filters as the form's controls show them, how to change them, and the prefix of the controls' ids. */
export interface FilterDraft<F> extends AppliedFilters<F> {
  id: string;
}

/**
 * Filters as the form's controls show them: a change shows at once and is passed on, while the applied filters (from
 * the address bar) follow a moment later and then win.
 */
export function useDraftFilters<F>({ filters: applied, onChange: apply }: AppliedFilters<F>): FilterDraft<F> {
  const id = useId();
  const [filters, setFilters] = useState(applied);
  useEffect(() => setFilters(applied), [applied]);
  const onChange = (change: Partial<F>) => {
    setFilters((current) => ({ ...current, ...change }));
    apply(change);
  };
  return { id, filters, onChange };
}
