import { isValidFiscalCode } from '../registry/fiscal-code';
import { CONTRACT_TYPES } from '../shell/constants';
import { WORKER_REQUIRED_FIELDS } from '../workers/worker-rules';
import {
  IMPORT_CONTRACT_LABELS,
  IMPORT_MESSAGES,
  IMPORT_TEMPLATE_FILE_NAMES,
  parseTemplateFileName,
  TEMPLATE_1_COLUMNS,
  TEMPLATE_2_COLUMNS,
  templateColumns,
  templateFileName,
} from './import-template-columns';
import { importExampleRows } from './import-template-examples';

describe('the import templates: one column list for the writer and the parser', () => {
  it('Template 1 has the workers’ columns in order', () => {
    expect(TEMPLATE_1_COLUMNS.map((column) => column.header)).toEqual([
      'Cognome',
      'Nome',
      'Sesso',
      'Data di nascita',
      'Luogo di nascita',
      'Codice fiscale',
      'E-mail',
      'Telefono',
      'Sede',
      'Reparto',
      'Mansione',
      'Mansioni alternative',
      'Tipo di contratto',
      'Data di assunzione',
      'Dimesso',
    ]);
  });

  it('Template 2 is Template 1 plus the handed-over visit', () => {
    expect(TEMPLATE_2_COLUMNS.slice(0, TEMPLATE_1_COLUMNS.length)).toEqual(TEMPLATE_1_COLUMNS);
    expect(TEMPLATE_2_COLUMNS.slice(TEMPLATE_1_COLUMNS.length).map((column) => column.header)).toEqual([
      'Data ultima visita',
      'Tipo visita',
      'Giudizio',
      'Limitazioni',
      'Prescrizioni',
      'Data prossima visita',
    ]);
  });

  it('keys and headers are unique, lists name their kind, the dialog’s required fields are required', () => {
    for (const columns of [TEMPLATE_1_COLUMNS, TEMPLATE_2_COLUMNS]) {
      expect(new Set(columns.map((column) => column.key)).size).toBe(columns.length);
      expect(new Set(columns.map((column) => column.header.toLowerCase())).size).toBe(columns.length);
      for (const column of columns) expect(column.kind === 'list').toBe(column.list !== undefined);
    }
    const required = TEMPLATE_1_COLUMNS.filter((column) => column.required).map((column) => column.key);
    for (const field of WORKER_REQUIRED_FIELDS.filter((name) => name !== 'customer_id')) expect(required).toContain(field);
  });

  it('offers the 13 contract types', () => {
    expect(IMPORT_CONTRACT_LABELS).toHaveLength(13);
    expect(IMPORT_CONTRACT_LABELS).toEqual(CONTRACT_TYPES.map((type) => type.label));
  });

  it('reads the spec’s four file names and nothing else', () => {
    expect(parseTemplateFileName('template_1.xlsx')).toEqual({ template: 1, explicit: false });
    expect(parseTemplateFileName('template_2_explicit.xlsx')).toEqual({ template: 2, explicit: true });
    for (const bad of ['template_3.xlsx', 'template_1.xls', '../template_1.xlsx', 'TEMPLATE_1.XLSX', '']) {
      expect(parseTemplateFileName(bad)).toBeNull();
    }
    for (const name of IMPORT_TEMPLATE_FILE_NAMES) expect(templateFileName(parseTemplateFileName(name)!)).toBe(name);
    expect(IMPORT_MESSAGES.TEMPLATE_INVALID).toBe(
      'Modello non valido: template_1.xlsx, template_1_explicit.xlsx, template_2.xlsx, template_2_explicit.xlsx',
    );
    expect(templateColumns(2)).toBe(TEMPLATE_2_COLUMNS);
  });

  it('example rows carry valid tax codes and a value for every column', () => {
    const rows = importExampleRows({ factory: 'Sede', department: 'Reparto', job: 'Mansione' });
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(isValidFiscalCode(row.values.fiscal_code)).toBe(true);
      for (const column of TEMPLATE_2_COLUMNS) expect(row.values).toHaveProperty(column.key);
    }
  });
});
