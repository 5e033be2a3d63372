import { rowPaginationFeature, rowSortingFeature, tableFeatures, type ColumnDef, type RowData } from '@tanstack/react-table';
import type { ListColumn } from './list-types';
import type { RowAction } from './actions/row-action-types';
import { RowActionButton } from './actions/row-action-button';
import { columnValue, renderCell } from './cells/render-cell';
import { isShown, type VisibilityContext } from './visibility';

/**
 * Features of every list table: sorting and pagination state only. Both run on the server (manual modes),
 * so no client row model is registered and the table never re-sorts or slices the page it is given.
 */
export const listFeatures = tableFeatures({ rowSortingFeature, rowPaginationFeature });
export type ListFeatures = typeof listFeatures;

export interface ColumnMetaInfo {
  align?: 'left' | 'right' | 'center';
  width?: string;
  isAction?: boolean;
}

export const ACTION_COLUMN_PREFIX = 'action-';

/** The columns the user sees: data columns, then one narrow column per row action. */
export function visibleColumns<Row>(columns: readonly ListColumn<Row>[], context: VisibilityContext): ListColumn<Row>[] {
  return columns.filter((column) => isShown(column, context));
}

/**
 * The columns of an export: those the user's level and the version allow, whatever the screen's width. A file
 * follows the data, not the window it was asked from (a tablet hides columns only for lack of room).
 */
export function exportedColumns<Row>(columns: readonly ListColumn<Row>[], context: VisibilityContext): ListColumn<Row>[] {
  return visibleColumns(columns, { ...context, width: Number.POSITIVE_INFINITY });
}

export function buildTableColumns<Row extends RowData>(
  columns: readonly ListColumn<Row>[],
  actions: readonly RowAction<Row>[],
  context: VisibilityContext,
): { defs: ColumnDef<ListFeatures, Row, unknown>[]; meta: Record<string, ColumnMetaInfo> } {
  const meta: Record<string, ColumnMetaInfo> = {};
  const defs: ColumnDef<ListFeatures, Row, unknown>[] = visibleColumns(columns, context).map((column) => {
    meta[column.id] = { align: column.align ?? (column.kind === 'number' ? 'right' : undefined), width: column.width };
    return {
      id: column.id,
      header: column.header,
      accessorFn: (row: Row) => columnValue(column, row),
      enableSorting: column.sortable === true,
      cell: (ctx) => renderCell(column, ctx.getValue(), ctx.row.original),
    };
  });
  actions.forEach((action, index) => {
    if (!isShown(action, context)) return;
    const id = `${ACTION_COLUMN_PREFIX}${index}`;
    meta[id] = { align: 'center', width: '2.5rem', isAction: true };
    defs.push({
      id,
      header: '',
      enableSorting: false,
      cell: (ctx) => <RowActionButton action={action} row={ctx.row.original} level={context.level} />,
    });
  });
  return { defs, meta };
}
