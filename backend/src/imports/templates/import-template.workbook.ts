import ExcelJS from 'exceljs';
import {
  escapeSpreadsheetText,
  IMPORT_CONTRACT_LABELS,
  IMPORT_LISTS_SHEET,
  IMPORT_OUTCOME_CODES,
  IMPORT_SEX_VALUES,
  IMPORT_TEMPLATE_DATA_ROWS,
  IMPORT_TEMPLATE_SHEET,
  IMPORT_YES_NO_VALUES,
  importExampleRows,
  templateColumns,
  VISIT_TYPES,
  type ImportListKind,
  type ImportTemplateChoice,
  type ImportTemplateColumn,
} from '@tutela/contracts';
import { writeInstructionsSheet } from './import-template-instructions';
import type { ImportTemplateLookups } from './import-template-lookups';

const DATE_FORMAT = 'dd/mm/yyyy';
const LAST_ROW = IMPORT_TEMPLATE_DATA_ROWS + 1;

/** Every list's values; live names are escaped: a factory named '=…' must stay text in the file. */
function listValues(lookups: ImportTemplateLookups): Record<ImportListKind, readonly string[]> {
  const live = (names: string[]) => [...new Set(names.map(escapeSpreadsheetText))];
  return {
    sex: IMPORT_SEX_VALUES,
    contract: IMPORT_CONTRACT_LABELS,
    yes_no: IMPORT_YES_NO_VALUES,
    outcome: IMPORT_OUTCOME_CODES,
    visit_type: VISIT_TYPES.map((type) => type.label),
    factory: live(lookups.factories),
    department: live(lookups.departments),
    job: live(lookups.jobs),
  };
}

/**
 * The hidden 'Liste' sheet: one column per list, and the range each dropdown references. Inline lists are capped at
 * 255 characters (13 contract labels already exceed it, a customer's jobs by far), a range is not.
 */
async function writeListsSheet(
  workbook: ExcelJS.Workbook,
  lists: Record<ImportListKind, readonly string[]>,
): Promise<Map<ImportListKind, string>> {
  const sheet = workbook.addWorksheet(IMPORT_LISTS_SHEET, { state: 'hidden' });
  const ranges = new Map<ImportListKind, string>();
  (Object.keys(lists) as ImportListKind[]).forEach((kind, index) => {
    const column = sheet.getColumn(index + 1);
    column.width = 30;
    sheet.getCell(1, index + 1).value = kind;
    const values = lists[kind];
    values.forEach((value, row) => (sheet.getCell(row + 2, index + 1).value = value));
    if (values.length > 0) ranges.set(kind, `${IMPORT_LISTS_SHEET}!$${column.letter}$2:$${column.letter}$${values.length + 1}`);
  });
  // The lists are the file's own reference data: protected so a user cannot change what the dropdowns accept.
  await sheet.protect('', { selectLockedCells: true });
  return ranges;
}

/**
 * exceljs keeps a sheet's validations by address and writes a range key as one `sqref` (one rule for 2,000 rows),
 * but its typings only declare the per-cell `dataValidation`, which would build 2,000 cell objects per column.
 */
interface SheetValidations {
  dataValidations: { add(range: string, validation: ExcelJS.DataValidation): void };
}

function addValidation(
  worksheet: ExcelJS.Worksheet,
  letter: string,
  column: ImportTemplateColumn,
  ranges: Map<ImportListKind, string>,
): void {
  const range = `${letter}2:${letter}${LAST_ROW}`;
  const sheet = worksheet as unknown as SheetValidations;
  if (column.kind === 'date') {
    sheet.dataValidations.add(range, {
      type: 'date',
      operator: 'greaterThan',
      allowBlank: true,
      formulae: [new Date(Date.UTC(1900, 0, 1))],
      showErrorMessage: true,
      errorTitle: column.header,
      error: 'Inserire una data nel formato gg/mm/aaaa',
    });
    return;
  }
  const source = column.list ? ranges.get(column.list) : undefined;
  if (!source) return;
  sheet.dataValidations.add(range, {
    type: 'list',
    allowBlank: true,
    formulae: [source],
    showErrorMessage: true,
    errorStyle: 'stop',
    errorTitle: column.header,
    error: 'Scegliere un valore dal menu a tendina',
  });
}

/** Writes one example value: dates as real date cells, text escaped. */
function exampleCell(value: string, column: ImportTemplateColumn): ExcelJS.CellValue {
  if (value === '') return null;
  if (column.kind === 'date') return new Date(`${value}T00:00:00Z`);
  return escapeSpreadsheetText(value);
}

/**
 * Template 1 or 2 as an xlsx (issue 36): the header row bold, frozen and locked (sheet protection with the data
 * cells unlocked, so rows can be typed but columns not renamed), dates formatted on the data range, the dropdowns
 * referencing the hidden lists. The `_explicit` variant adds the 'Istruzioni' sheet and three example rows.
 */
export async function buildImportTemplate(choice: ImportTemplateChoice, lookups: ImportTemplateLookups): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Tutela';
  // Fixed dates keep the file the same for the same lists (no clock in the output).
  workbook.created = new Date(Date.UTC(2025, 0, 1));
  workbook.modified = workbook.created;
  const columns = templateColumns(choice.template);
  if (choice.explicit) writeInstructionsSheet(workbook, choice, columns, lookups);
  const sheet = workbook.addWorksheet(IMPORT_TEMPLATE_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  const ranges = await writeListsSheet(workbook, listValues(lookups));

  columns.forEach((column, index) => {
    const sheetColumn = sheet.getColumn(index + 1);
    sheetColumn.width = column.width;
    // A column style reaches every empty cell below: the data range is unlocked and dates show as dd/mm/yyyy.
    sheetColumn.style = column.kind === 'date' ? { numFmt: DATE_FORMAT, protection: { locked: false } } : { protection: { locked: false } };
    addValidation(sheet, sheetColumn.letter, column, ranges);
  });

  const header = sheet.getRow(1);
  columns.forEach((column, index) => {
    const cell = header.getCell(index + 1);
    cell.value = column.header;
    cell.style = {
      font: { bold: true },
      fill: { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE5E7EB' } },
      alignment: { vertical: 'middle' },
      protection: { locked: true },
    };
    if (column.required) cell.note = 'Obbligatorio';
  });

  if (choice.explicit) {
    const example = { factory: lookups.factories[0], department: lookups.departments[0], job: lookups.jobs[0] };
    importExampleRows(example).forEach((row, rowIndex) => {
      const excelRow = sheet.getRow(rowIndex + 2);
      columns.forEach((column, index) => {
        const cell = excelRow.getCell(index + 1);
        cell.value = exampleCell(row.values[column.key] ?? '', column);
        cell.protection = { locked: false };
        if (column.kind === 'date') cell.numFmt = DATE_FORMAT;
      });
    });
  }

  // No password: the protection keeps the headers from being renamed by mistake, it is not a secret.
  await sheet.protect('', {
    selectLockedCells: true,
    selectUnlockedCells: true,
    formatColumns: true,
    formatRows: true,
    sort: true,
    autoFilter: true,
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
