import { DEFAULT_CSV_FILENAME, escapeSpreadsheetText, PAGE_SIZE_OPTIONS, type PagedResponse } from '@tutela/contracts';
import type { ListColumn, ListQuery } from './list-types';
import { cellText } from './cells/render-cell';

/**
 * CSV export of the list (spec part 2 §2.1, §9): the rows of the current filters and sort, the columns the
 * user may see at any width, default file name 'exporta.csv'. Semicolon separated with a BOM, because that is what Excel
 * opens directly with an Italian locale (where the comma is the decimal separator).
 */

export const CSV_SEPARATOR = ';';
const LARGEST_PAGE = Math.max(...PAGE_SIZE_OPTIONS);

/** Quotes a field when it holds the separator, a quote, a line break or edge spaces (RFC 4180). */
export function csvField(value: string, separator: string = CSV_SEPARATOR): string {
  const needsQuotes = value.includes(separator) || value.includes('"') || /[\r\n]/.test(value) || value !== value.trim();
  return needsQuotes ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * A cell starting with =, +, -, @ (or a tab/CR) would run as a formula when the file is opened in a
 * spreadsheet: such text gets a leading apostrophe (contracts' escapeSpreadsheetText, the rule the xlsx templates
 * use). In a CSV a plain number such as -2,50 must stay a number, so it is left as it is.
 */
export function neutralizeFormula(value: string): string {
  return /^[-+]?\d[\d.,]*$/.test(value) ? value : escapeSpreadsheetText(value);
}

export function buildCsv<Row>(columns: readonly ListColumn<Row>[], rows: readonly Row[], separator = CSV_SEPARATOR): string {
  const exported = columns.filter((column) => !column.csvExclude);
  const lines = [exported.map((column) => csvField(column.header, separator)).join(separator)];
  for (const row of rows) {
    lines.push(exported.map((column) => csvField(neutralizeFormula(cellText(column, row)), separator)).join(separator));
  }
  return lines.join('\r\n') + '\r\n';
}

export function csvFileName(name: string | undefined): string {
  const base = (name ?? '').trim() || DEFAULT_CSV_FILENAME;
  return base.toLowerCase().endsWith('.csv') ? base : `${base}.csv`;
}

/**
 * Every row of the current filters and sort: the server pages, so the export walks the pages with the
 * largest page size instead of exporting only what is on screen.
 */
export async function fetchAllRows<Row>(fetchPage: (query: ListQuery) => Promise<PagedResponse<Row>>, query: ListQuery): Promise<Row[]> {
  const rows: Row[] = [];
  // Where the list offers cursors, each page is the one after the last row received: no row is skipped or
  // repeated when the list changes during the export, and a deep page costs what the first does.
  let after: string | undefined;
  for (let page = 1; ; page += 1) {
    const answer = await fetchPage({ ...query, page, per_page: LARGEST_PAGE, ...(after ? { after } : {}) });
    rows.push(...answer.data);
    if (answer.data.length === 0 || rows.length >= answer.meta.total) return rows;
    after = answer.meta.next_cursor;
  }
}

export function downloadCsv(csv: string, fileName: string): void {
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers start the download asynchronously after click().
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
