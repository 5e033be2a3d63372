import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { IMPORT_MESSAGES, TEMPLATE_1_COLUMNS, TEMPLATE_2_COLUMNS, XLSX_CONTENT_TYPE } from '@tutela/contracts';
import ExcelJS from 'exceljs';
import request from 'supertest';
import type { CreatedApp } from '../create-app';
import { DEMO_CUSTOMER } from '../demo/demo-data';
import { apiTestTargets } from '../platform/testing/api-test-targets';
import { demoAuth } from '../platform/testing/demo-auth';

const ADMIN = 'admin@tutela.demo';
const SECRETARY = 'segreteria@tutela.demo';

/** The headers of row 1 of the workers' sheet, in order. */
function headers(sheet: ExcelJS.Worksheet): string[] {
  const values: string[] = [];
  sheet.getRow(1).eachCell((cell) => values.push(String(cell.value)));
  return values;
}

/** The values a list validation of `address` offers, read from the hidden 'Liste' sheet it references. */
function listOf(workbook: ExcelJS.Workbook, sheet: ExcelJS.Worksheet, address: string): string[] {
  const validation = (sheet as unknown as { dataValidations: { model: Record<string, ExcelJS.DataValidation> } }).dataValidations.model[
    address
  ];
  if (!validation) return [];
  expect(validation.type).toBe('list');
  const match = /^Liste!\$([A-Z]+)\$(\d+):\$[A-Z]+\$(\d+)$/.exec(String(validation.formulae[0]));
  expect(match).not.toBeNull();
  const lists = workbook.getWorksheet('Liste')!;
  const values: string[] = [];
  for (let row = Number(match![2]); row <= Number(match![3]); row++) values.push(String(lists.getCell(`${match![1]}${row}`).value));
  return values;
}

describe.each(apiTestTargets())('import templates (templates/download) on $label', (target) => {
  let created: CreatedApp;
  let app: INestApplication;
  const http = () => request(app.getHttpServer());
  const auth = demoAuth(http);

  const download = async (email: string, query: string) =>
    http()
      .get(`/api/md/templates/download?${query}`)
      .set(await auth(email))
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });

  const open = async (body: Buffer) => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(body as unknown as ArrayBuffer);
    return workbook;
  };

  beforeAll(async () => {
    created = await target.start();
    app = created.app;
  }, 120_000);
  afterAll(async () => {
    await created?.close();
  });

  it.each([
    ['template_1.xlsx', TEMPLATE_1_COLUMNS, false],
    ['template_1_explicit.xlsx', TEMPLATE_1_COLUMNS, true],
    ['template_2.xlsx', TEMPLATE_2_COLUMNS, false],
    ['template_2_explicit.xlsx', TEMPLATE_2_COLUMNS, true],
  ] as const)('%s: the headers locked, data cells unlocked, dropdowns with the customer’s lists', async (fileName, columns, explicit) => {
    const response = await download(ADMIN, `fileName=${fileName}&customer_id=${DEMO_CUSTOMER.id}`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain(XLSX_CONTENT_TYPE);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
    const workbook = await open(response.body as Buffer);
    const sheet = workbook.getWorksheet('Lavoratori')!;
    expect(headers(sheet)).toEqual(columns.map((column) => column.header));
    expect(workbook.getWorksheet('Istruzioni') !== undefined).toBe(explicit);
    expect(workbook.getWorksheet('Liste')!.state).toBe('hidden');

    // Protected sheet: header cells locked, the rows below not (a cell inherits its column's style).
    expect((sheet as unknown as { sheetProtection: { sheet: boolean } }).sheetProtection.sheet).toBe(true);
    expect(sheet.getCell('A1').protection?.locked).not.toBe(false);
    expect(sheet.getCell('A1').font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getColumn(1).style.protection?.locked).toBe(false);
    expect(sheet.getCell('A10').protection?.locked).toBe(false);
    const birthDate = columns.findIndex((column) => column.key === 'birth_date') + 1;
    expect(sheet.getColumn(birthDate).numFmt).toBe('dd/mm/yyyy');

    const letter = (key: string) => sheet.getColumn(columns.findIndex((column) => column.key === key) + 1).letter;
    expect(listOf(workbook, sheet, `${letter('sex')}2`)).toEqual(['M', 'F']);
    expect(listOf(workbook, sheet, `${letter('resigned')}50`)).toEqual(['SI', 'NO']);
    expect(listOf(workbook, sheet, `${letter('contract')}2`)).toHaveLength(13);
    expect(listOf(workbook, sheet, `${letter('factory')}2`)).toEqual(['Sede di Dalmine', 'Stabilimento di Bergamo']);
    expect(listOf(workbook, sheet, `${letter('department')}2`)).toEqual(expect.arrayContaining(['Tornitura', 'Collaudo']));
    expect(listOf(workbook, sheet, `${letter('job')}2`)).toEqual(expect.arrayContaining(['Impiegato amministrativo', 'Magazziniere']));
    if (columns === TEMPLATE_2_COLUMNS) expect(listOf(workbook, sheet, `${letter('outcome')}2`)).toEqual(['ID', 'IP', 'IL', 'IPL']);

    if (explicit) {
      // Three example rows, dates as date cells, the first factory as the examples' Sede.
      expect(sheet.getCell(`${letter('last_name')}4`).value).toBe('Campione');
      expect(sheet.getCell(`${letter('birth_date')}2`).value).toEqual(new Date('1980-03-15T00:00:00Z'));
      expect(sheet.getCell(`${letter('birth_date')}2`).type).toBe(ExcelJS.ValueType.Date);
      expect(sheet.getCell(`${letter('factory')}2`).value).toBe('Sede di Dalmine');
      const instructions = workbook.getWorksheet('Istruzioni')!;
      const text: string[] = [];
      instructions.eachRow((row) => text.push(String(row.getCell(1).value)));
      expect(text).toEqual(expect.arrayContaining(columns.map((column) => column.header)));
    } else {
      expect(sheet.getCell('A2').value).toBeNull();
    }
  });

  it('without a customer the live dropdowns are left out, the fixed ones stay', async () => {
    const response = await download(ADMIN, 'fileName=template_1.xlsx');
    expect(response.status).toBe(200);
    const workbook = await open(response.body as Buffer);
    const sheet = workbook.getWorksheet('Lavoratori')!;
    expect(listOf(workbook, sheet, 'C2')).toEqual(['M', 'F']);
    expect(listOf(workbook, sheet, 'I2')).toEqual([]);
  });

  it('refuses a bad file name (422), a bad or unknown customer (422, 404) and callers other than the system administrator (403)', async () => {
    const badName = await download(ADMIN, 'fileName=template_3.xlsx');
    expect(badName.status).toBe(422);
    expect(JSON.stringify(JSON.parse(badName.body.toString()))).toContain(IMPORT_MESSAGES.TEMPLATE_INVALID);
    expect((await download(ADMIN, '')).status).toBe(422);
    expect((await download(ADMIN, 'fileName=template_1.xlsx&customer_id=nope')).status).toBe(422);
    const unknown = await download(ADMIN, `fileName=template_1.xlsx&customer_id=${randomUUID()}`);
    expect(unknown.status).toBe(404);
    expect((await download(SECRETARY, 'fileName=template_1.xlsx')).status).toBe(403);
    expect((await http().get('/api/md/templates/download?fileName=template_1.xlsx')).status).toBe(401);
  });
});
