import type { ReactNode } from 'react';
import type { ListColumn } from '../list-types';
import { dateMarker, formatBoolean, formatListDate, formatListDateTime, formatNumber2, readPath, toText } from './cell-format';
import { AVAILABILITY_INFO, IMPORT_KIND_LABELS, availabilityOf, importIssuesOf, laboratoryStatusText } from './status-rules';
import { AvailabilityCell, DateCell, ImportStatusCell, LongTextCell, OutcomeCell } from './list-cells';

/** The value of a column for a row: its accessor, or its id read as a dotted path. */
export function columnValue<Row>(column: ListColumn<Row>, row: Row): unknown {
  return column.accessor ? column.accessor(row) : readPath(row, column.id);
}

/** What the table shows in a cell, chosen by the column's `cell` or `kind`. */
export function renderCell<Row>(column: ListColumn<Row>, value: unknown, row: Row): ReactNode {
  if (column.cell) return column.cell(value, row);
  switch (column.kind ?? 'text') {
    case 'date':
      return <DateCell value={value} tone={column.dateTone} />;
    case 'datetime':
      return <DateCell value={value} tone={column.dateTone} withTime />;
    case 'number':
      return formatNumber2(value);
    case 'boolean':
      return formatBoolean(value);
    case 'long-text':
      return <LongTextCell value={value} />;
    case 'availability':
      return <AvailabilityCell row={row} />;
    case 'outcome':
      return <OutcomeCell value={value} row={row} />;
    case 'laboratory':
      return laboratoryStatusText(row);
    case 'import-status':
      return <ImportStatusCell row={row} />;
    case 'text':
      return toText(value);
  }
}

/** The text of a cell in the CSV export: the same rules as the table, without markup or cutting. */
export function cellText<Row>(column: ListColumn<Row>, row: Row): string {
  const value = columnValue(column, row);
  if (column.csv) return column.csv(value, row);
  switch (column.kind ?? 'text') {
    case 'date':
    case 'datetime': {
      const marker = dateMarker(value);
      if (marker) return marker;
      return column.kind === 'datetime' ? formatListDateTime(value) : formatListDate(value);
    }
    case 'number':
      return formatNumber2(value);
    case 'boolean':
      return formatBoolean(value);
    case 'availability': {
      const status = availabilityOf(row);
      return status ? AVAILABILITY_INFO[status].label : '';
    }
    case 'laboratory':
      return laboratoryStatusText(row);
    case 'import-status': {
      const issues = importIssuesOf(row);
      return [IMPORT_KIND_LABELS[issues.kind], issues.error, ...issues.warnings].filter(Boolean).join(' - ');
    }
    case 'outcome':
    case 'long-text':
    case 'text':
      return toText(value);
  }
}
