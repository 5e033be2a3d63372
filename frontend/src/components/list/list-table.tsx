import { memo, type KeyboardEvent } from 'react';
import clsx from 'clsx';
import { FlexRender, type Row, type RowData, type Table } from '@tanstack/react-table';
import { MESSAGES } from '@tutela/contracts';
import { Icon } from './icons';
import type { ColumnMetaInfo, ListFeatures } from './table-columns';

/** Spec part 2 §9: header and footer 40 px high. */
const HEADER_CLASS = 'h-10';

const ALIGN: Record<string, string> = { right: 'text-right', center: 'text-center', left: 'text-left' };

interface ListRowProps<Data extends RowData> {
  row: Row<ListFeatures, Data>;
  meta: Record<string, ColumnMetaInfo>;
  onRowClick?: (row: Data) => void;
}

/**
 * One body row. Memoized on the row object, which TanStack Table keeps stable while the page data is the
 * same: typing in the search box or opening a menu does not re-render 100 rows.
 */
function ListRowInner<Data extends RowData>({ row, meta, onRowClick }: ListRowProps<Data>) {
  const clickable = Boolean(onRowClick);
  const open = () => onRowClick?.(row.original);
  return (
    <tr
      className={clsx('border-b border-slate-100 odd:bg-white even:bg-slate-50/60', clickable && 'cursor-pointer hover:bg-brand-50')}
      onClick={clickable ? open : undefined}
      tabIndex={clickable ? 0 : undefined}
      onKeyDown={
        clickable
          ? (event: KeyboardEvent<HTMLTableRowElement>) => {
              if (event.target === event.currentTarget && (event.key === 'Enter' || event.key === ' ')) {
                event.preventDefault();
                open();
              }
            }
          : undefined
      }
      data-testid="list-row"
    >
      {row.getAllCells().map((cell) => {
        const info = meta[cell.column.id] ?? {};
        return (
          <td key={cell.id} className={clsx('px-2 py-1.5 align-middle', ALIGN[info.align ?? 'left'], info.isAction && 'w-10 px-0')}>
            <FlexRender cell={cell} />
          </td>
        );
      })}
    </tr>
  );
}
const ListRow = memo(ListRowInner) as typeof ListRowInner;

export function ListTable<Data extends RowData>({
  table,
  meta,
  onRowClick,
  emptyText,
  fetching,
}: {
  table: Table<ListFeatures, Data>;
  meta: Record<string, ColumnMetaInfo>;
  onRowClick?: (row: Data) => void;
  /** Replaces 'Nessun record presente', e.g. when a required customer is missing. */
  emptyText?: string;
  fetching: boolean;
}) {
  const rows = table.getRowModel().rows;
  const columnCount = table.getAllLeafColumns().length;
  return (
    <div className="overflow-x-auto">
      <table className={clsx('w-full border-collapse text-sm transition-opacity', fetching && 'opacity-60')} aria-busy={fetching}>
        <thead className="bg-slate-100 text-slate-700">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} className={HEADER_CLASS}>
              {group.headers.map((header) => {
                const info = meta[header.column.id] ?? {};
                const sorted = header.column.getIsSorted();
                const canSort = header.column.getCanSort();
                return (
                  <th
                    key={header.id}
                    scope="col"
                    style={info.width ? { width: info.width } : undefined}
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                    className={clsx('px-2 font-semibold whitespace-nowrap', ALIGN[info.align ?? 'left'])}
                  >
                    {canSort ? (
                      <button
                        type="button"
                        className="inline-flex items-center gap-1 hover:text-slate-950"
                        onClick={header.column.getToggleSortingHandler()}
                      >
                        <FlexRender header={header} />
                        <Icon
                          name={sorted === 'asc' ? 'arrowUp' : sorted === 'desc' ? 'arrowDown' : 'sortable'}
                          className={clsx('size-3.5', !sorted && 'text-slate-400')}
                        />
                      </button>
                    ) : (
                      <FlexRender header={header} />
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columnCount} className="px-2 py-6 text-center text-slate-500">
                {emptyText ?? MESSAGES.EMPTY_LIST}
              </td>
            </tr>
          ) : (
            rows.map((row) => <ListRow key={row.id} row={row} meta={meta} onRowClick={onRowClick} />)
          )}
        </tbody>
      </table>
    </div>
  );
}
