import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { functionalUpdate, useTable, type PaginationState, type RowData, type SortingState } from '@tanstack/react-table';
import { MESSAGES } from '@tutela/contracts';
import { useSnackbar } from '../../lib/use-snackbar';
import type { RowAction } from './actions/row-action-types';
import { buildListQuery, isCustomerMissing } from './build-list-query';
import { FilterControls } from './controls/filter-controls';
import { ListButtonBar } from './controls/list-buttons';
import { SearchBox } from './controls/search-box';
import { buildCsv, csvFileName, downloadCsv, fetchAllRows } from './csv-export';
import type { ListButtons, ListColumn, ListControls, ListFetcher, ListFilters, ListQuery } from './list-types';
import { ListPagination } from './list-pagination';
import { ListTable } from './list-table';
import { buildTableColumns, exportedColumns, listFeatures } from './table-columns';
import { useListState } from './use-list-state';
import { useWidthBucket, type VisibilityContext } from './visibility';

export interface ExtraFiltersApi {
  values: Readonly<Record<string, string>>;
  setValue: (key: string, value: string) => void;
  /** The customer chosen in the customer control, for extra filters that depend on it (its factories). */
  customerId: string | null;
}

export interface GenericListProps<Row> {
  /** Key of the saved state in localStorage and of the react-query cache: ['list', tableName, query]. */
  tableName: string;
  title?: ReactNode;
  /** Keep stable (module constant or useMemo): a new array rebuilds every column. */
  columns: readonly ListColumn<Row>[];
  fetchPage: ListFetcher<Row>;
  /** Fixed parameters of every request (a parent id, a log name…). */
  params?: ListQuery;
  controls?: ListControls;
  buttons?: ListButtons;
  /** Keep stable, like `columns`. */
  actions?: readonly RowAction<Row>[];
  onRowClick?: (row: Row) => void;
  defaultFilters?: Partial<ListFilters>;
  /** The signed-in user's level: hides columns/actions by minLevel and disables by enabledFromLevel. */
  userLevel?: number;
  /** Generic version of the product: hides what is marked hideInGeneric. */
  generic?: boolean;
  /** false for transient lists (dialogs): nothing is saved in localStorage. */
  persist?: boolean;
  /** The optional extra dynamic search form; its values are sent as query parameters. */
  extraFilters?: (api: ExtraFiltersApi) => ReactNode;
  getRowId?: (row: Row, index: number) => string;
  /** Called by 'Aggiorna' after the list refetched. */
  onRefresh?: () => void;
}

/** A keyset cursor (contracts' PageQuery after / before) and the page index and query it was taken for. */
interface PageCursorState {
  pageIndex: number;
  query: string;
  seek: { after: string } | { before: string };
}

const NO_ACTIONS: readonly never[] = [];
const NO_CONTROLS: ListControls = {};
const NO_BUTTONS: ListButtons = {};

function defaultRowId(row: unknown, index: number): string {
  const id = (row as { id?: unknown } | null)?.id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : String(index);
}

/**
 * The one list of the application (spec part 2 §2.1, §3.1, §9): server-side paging, sorting and
 * filtering, state saved per table name, CSV export, row actions. See README.md beside this file.
 */
export function GenericList<Row extends RowData>(props: GenericListProps<Row>) {
  const { tableName, columns, fetchPage, params, onRowClick, userLevel = 0, generic = false } = props;
  const controls = props.controls ?? NO_CONTROLS;
  const buttons = props.buttons ?? NO_BUTTONS;
  const actions = (props.actions ?? NO_ACTIONS) as readonly RowAction<Row>[];
  const list = useListState(tableName, { defaultFilters: props.defaultFilters, persist: props.persist });
  const { state } = list;
  const snackbar = useSnackbar();

  const width = useWidthBucket();
  const context = useMemo<VisibilityContext>(() => ({ level: userLevel, width, generic }), [userLevel, width, generic]);
  const { defs, meta } = useMemo(() => buildTableColumns(columns, actions, context), [columns, actions, context]);

  const sortKeyOf = useCallback(
    (id: string) => {
      const column = columns.find((c) => c.id === id);
      return column?.sortable ? (column.sortKey ?? column.id) : undefined;
    },
    [columns],
  );
  const query = useMemo(() => buildListQuery(state, controls, { sortKeyOf, params }), [state, controls, sortKeyOf, params]);
  const customerMissing = isCustomerMissing(state, controls);

  // Keyset paging where the list offers it (meta.next_cursor / prev_cursor): the page after the last row on screen,
  // or before the first, whatever was added or removed before it meanwhile. Kept only for the page and the query
  // it was taken for: any other change of page, sort or filter asks by page number.
  const [cursor, setCursor] = useState<PageCursorState | null>(null);
  const queryWithoutPage = useMemo(() => JSON.stringify({ ...query, page: undefined }), [query]);
  const sent = useMemo(
    () => (cursor && cursor.pageIndex === state.pageIndex && cursor.query === queryWithoutPage ? { ...query, ...cursor.seek } : query),
    [cursor, state.pageIndex, query, queryWithoutPage],
  );

  const result = useQuery({
    queryKey: ['list', tableName, sent],
    queryFn: ({ signal }) => fetchPage(sent, signal),
    // the previous page stays on screen while the next one loads: no flash of an empty table
    placeholderData: keepPreviousData,
    enabled: !customerMissing,
  });
  const page = customerMissing ? undefined : result.data;
  const total = page?.meta.total ?? 0;

  // A restored or stale page index past the end (rows deleted meanwhile) moves to the last real page.
  useEffect(() => {
    if (!page || result.isPlaceholderData || page.data.length > 0 || total === 0 || state.pageIndex === 0) return;
    list.setPageIndex(Math.max(0, Math.ceil(total / state.pageSize) - 1));
  }, [page, result.isPlaceholderData, total, state.pageIndex, state.pageSize, list]);

  const sorting = useMemo<SortingState>(() => (state.sort ? [state.sort] : []), [state.sort]);
  const pagination = useMemo<PaginationState>(
    () => ({ pageIndex: state.pageIndex, pageSize: state.pageSize }),
    [state.pageIndex, state.pageSize],
  );
  const data = useMemo(() => page?.data ?? [], [page]);
  const rowClickRef = useRef(onRowClick);
  rowClickRef.current = onRowClick;
  const stableRowClick = useCallback((row: Row) => rowClickRef.current?.(row), []);

  const table = useTable({
    features: listFeatures,
    columns: defs,
    data,
    getRowId: props.getRowId ?? defaultRowId,
    state: { sorting, pagination },
    onSortingChange: (updater) => {
      const next = functionalUpdate(updater, sorting)[0];
      list.setSort(next ? { id: next.id, desc: next.desc } : null);
    },
    onPaginationChange: (updater) => {
      const next = functionalUpdate(updater, pagination);
      if (next.pageSize !== pagination.pageSize) list.setPageSize(next.pageSize);
      else list.setPageIndex(next.pageIndex);
    },
    manualSorting: true,
    // Every column starts ascending: left alone, TanStack starts numbers, dates and booleans descending.
    sortDescFirst: false,
    manualPagination: true,
    rowCount: total,
    enableMultiSort: false,
    autoResetPageIndex: false,
  });

  const [exporting, setExporting] = useState(false);
  const exportCsv = useCallback(async () => {
    setExporting(true);
    try {
      const rows = await fetchAllRows((q) => fetchPage(q), query);
      downloadCsv(buildCsv(exportedColumns(columns, context), rows), csvFileName(buttons.csv?.fileName));
    } catch {
      snackbar.show('Esportazione CSV non riuscita', 'error');
    } finally {
      setExporting(false);
    }
  }, [fetchPage, query, columns, context, buttons.csv?.fileName, snackbar]);

  const shownMeta = result.isPlaceholderData ? undefined : page?.meta;
  const goToPage = useCallback(
    (pageIndex: number) => {
      // Only from the page on screen (its meta echoes the page asked for), never from the one still loading.
      const current = shownMeta && shownMeta.page === state.pageIndex + 1 ? shownMeta : undefined;
      const seek =
        pageIndex === state.pageIndex + 1 && current?.next_cursor
          ? { after: current.next_cursor }
          : pageIndex === state.pageIndex - 1 && pageIndex > 0 && current?.prev_cursor
            ? { before: current.prev_cursor }
            : null;
      setCursor(seek ? { pageIndex, query: queryWithoutPage, seek } : null);
      table.setPageIndex(pageIndex);
    },
    [shownMeta, state.pageIndex, queryWithoutPage, table],
  );

  const { refetch } = result;
  const onRefresh = props.onRefresh;
  const refresh = useCallback(() => {
    void refetch().then(() => onRefresh?.());
  }, [refetch, onRefresh]);

  const setExtra = useCallback(
    (key: string, value: string) => list.setFilters({ extra: { ...state.filters.extra, [key]: value } }),
    [list, state.filters.extra],
  );

  // A list without controls or buttons (the activity-log dialog) gets no empty toolbar strip.
  const hasToolbar = Object.values(controls).some(Boolean) || Object.values(buttons).some(Boolean) || Boolean(props.extraFilters);

  return (
    <section
      className="flex flex-col rounded-lg border border-slate-200 bg-white shadow-sm"
      aria-label={typeof props.title === 'string' ? props.title : undefined}
    >
      {props.title && <h1 className="px-3 pt-3 text-lg font-semibold text-slate-800">{props.title}</h1>}
      {hasToolbar && (
        <div className="flex flex-wrap items-center gap-2 p-3">
          {controls.search && <SearchBox value={state.filters.search} onChange={(search) => list.setFilters({ search })} />}
          <FilterControls controls={controls} filters={state.filters} onChange={list.setFilters} />
          {props.extraFilters?.({ values: state.filters.extra, setValue: setExtra, customerId: state.filters.customerId })}
          <div className="ml-auto">
            <ListButtonBar
              buttons={buttons}
              context={context}
              query={query}
              exporting={exporting}
              onClear={list.clearFilters}
              onFullList={list.showFullList}
              onRefresh={refresh}
              onCsv={exportCsv}
            />
          </div>
        </div>
      )}
      {result.isError && !customerMissing && (
        <p role="alert" className="px-3 pb-2 text-sm text-red-700">
          Impossibile caricare l&apos;elenco: {result.error instanceof Error ? result.error.message : ''}
        </p>
      )}
      <ListTable
        table={table}
        meta={meta}
        onRowClick={onRowClick ? stableRowClick : undefined}
        fetching={result.isFetching}
        emptyText={customerMissing ? `Selezionare un'azienda: ${MESSAGES.REQUIRED}` : result.isPending ? 'Caricamento…' : undefined}
      />
      <ListPagination
        pageIndex={state.pageIndex}
        pageSize={state.pageSize}
        total={total}
        totalCapped={page?.meta.total_capped === true}
        onPageIndex={goToPage}
        onPageSize={table.setPageSize}
      />
    </section>
  );
}
