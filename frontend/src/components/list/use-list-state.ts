import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ListFilters, ListSort, ListState } from './list-types';
import { initialListState, loadListState, saveListState } from './list-state';

export interface ListStateApi {
  state: ListState;
  setPageIndex: (pageIndex: number) => void;
  setPageSize: (pageSize: number) => void;
  setSort: (sort: ListSort | null) => void;
  /** Any filter change goes back to the first page: the old page number means nothing for new results. */
  setFilters: (patch: Partial<ListFilters>) => void;
  /** 'Pulisci': filters back to the screen's defaults, page size and sort kept. */
  clearFilters: () => void;
  /** 'Lista completa': no filter at all, inactive records included. */
  showFullList: () => void;
}

/**
 * List state restored from and saved to localStorage under the table name (spec part 2 §9). With
 * `persist: false` (transient dialogs) the state lives only as long as the component.
 */
export function useListState(
  tableName: string,
  options: { defaultFilters?: Partial<ListFilters>; defaultPageSize?: number; persist?: boolean } = {},
): ListStateApi {
  const { defaultFilters, defaultPageSize, persist = true } = options;
  // The defaults are read once: screens pass literals, and a new object each render must not reset the list.
  const [base] = useState(() => initialListState(defaultFilters, defaultPageSize));
  const [state, setState] = useState<ListState>(() => (persist ? loadListState(tableName, base) : base));

  useEffect(() => {
    if (persist) saveListState(tableName, state);
  }, [persist, tableName, state]);

  const setPageIndex = useCallback((pageIndex: number) => setState((s) => ({ ...s, pageIndex })), []);
  const setPageSize = useCallback((pageSize: number) => setState((s) => ({ ...s, pageSize, pageIndex: 0 })), []);
  const setSort = useCallback((sort: ListSort | null) => setState((s) => ({ ...s, sort, pageIndex: 0 })), []);
  const setFilters = useCallback(
    (patch: Partial<ListFilters>) => setState((s) => ({ ...s, pageIndex: 0, filters: { ...s.filters, ...patch } })),
    [],
  );
  const clearFilters = useCallback(() => setState((s) => ({ ...s, pageIndex: 0, filters: base.filters })), [base]);
  const showFullList = useCallback(
    () =>
      setState((s) => ({
        ...s,
        pageIndex: 0,
        filters: { ...base.filters, customerId: null, customerName: null, hideInactive: false, extra: {} },
      })),
    [base],
  );

  return useMemo(
    () => ({ state, setPageIndex, setPageSize, setSort, setFilters, clearFilters, showFullList }),
    [state, setPageIndex, setPageSize, setSort, setFilters, clearFilters, showFullList],
  );
}
