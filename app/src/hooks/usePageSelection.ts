import type { RowSelectionState, Updater } from '@tanstack/react-table';
import { useState } from 'react';

/**
 * The rows ticked on the page shown. A different view (`viewKey`: the search, filters, sort and page) starts with
 * none ticked, so a bulk action only ever acts on rows the merchant sees.
 */
export function usePageSelection(viewKey: string) {
  const [state, setState] = useState<{ viewKey: string; rows: RowSelectionState }>({ viewKey, rows: {} });
  const rowSelection = state.viewKey === viewKey ? state.rows : {};
  const onRowSelectionChange = (updater: Updater<RowSelectionState>) =>
    setState((current) => {
      const before = current.viewKey === viewKey ? current.rows : {};
      return { viewKey, rows: typeof updater === 'function' ? updater(before) : updater };
    });
  const selectedIds = Object.keys(rowSelection).filter((id) => rowSelection[id]);
  return { rowSelection, onRowSelectionChange, selectedIds, clear: () => setState({ viewKey, rows: {} }) };
}
