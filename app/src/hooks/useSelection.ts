import { useCallback, useState } from 'react';

/** A set of checked ids: `toggle` checks or unchecks one, `clear` unchecks them all. */
export function useSelection() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const toggle = useCallback(
    (id: string) =>
      setSelected((ids) => {
        const next = new Set(ids);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  const clear = useCallback(() => setSelected(new Set()), []);
  return { selected, toggle, clear };
}
