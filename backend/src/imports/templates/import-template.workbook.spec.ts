import ExcelJS from 'exceljs';
import { buildImportTemplate } from './import-template.workbook';
import { NO_LOOKUPS } from './import-template-lookups';

async function read(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
}

const columnValues = (sheet: ExcelJS.Worksheet, column: number) =>
  (sheet.getColumn(column).values as ExcelJS.CellValue[]).filter((value) => value !== undefined && value !== null).map(String);

describe('buildImportTemplate', () => {
  it('escapes live names that a spreadsheet would run as formulas, in the lists and in the examples', async () => {
    const lookups = {
      customerName: '@Azienda',
      factories: ['=HYPERLINK("http://evil","clic")', 'Sede di Bergamo'],
      departments: ['-Reparto', '+39 Reparto'],
      jobs: ['Saldatore', 'Saldatore'],
    };
    const workbook = await read(await buildImportTemplate({ template: 1, explicit: true }, lookups));
    const lists = workbook.getWorksheet('Liste')!;
    const header = (lists.getRow(1).values as string[]).filter(Boolean);
    expect(columnValues(lists, header.indexOf('factory') + 1)).toEqual(['factory', `'=HYPERLINK("http://evil","clic")`, 'Sede di Bergamo']);
    expect(columnValues(lists, header.indexOf('department') + 1)).toEqual(['department', "'-Reparto", "'+39 Reparto"]);
    // Duplicates collapse: a dropdown offers each name once.
    expect(columnValues(lists, header.indexOf('job') + 1)).toEqual(['job', 'Saldatore']);
    const sheet = workbook.getWorksheet('Lavoratori')!;
    expect(sheet.getCell('I2').value).toBe(`'=HYPERLINK("http://evil","clic")`);
    for (const row of [2, 3, 4]) expect(typeof sheet.getCell(`I${row}`).value).toBe('string');
  });

  it('a plain template is an xlsx with the workers’ sheet and the hidden lists only, no example rows', async () => {
    const bytes = await buildImportTemplate({ template: 2, explicit: false }, NO_LOOKUPS);
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    const workbook = await read(bytes);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Lavoratori', 'Liste']);
    expect(workbook.getWorksheet('Lavoratori')!.getCell('A2').value).toBeNull();
  });
});
