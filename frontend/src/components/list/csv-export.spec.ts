import type { PagedResponse } from '@tutela/contracts';
import { buildCsv, csvField, csvFileName, fetchAllRows, neutralizeFormula } from './csv-export';
import type { ListColumn, ListQuery } from './list-types';

interface Row {
  id: number;
  name: string;
  next_visit: string | null;
  amount: number | null;
  customer: { company_name: string };
}

const columns: ListColumn<Row>[] = [
  { id: 'name', header: 'Nome' },
  { id: 'customer.company_name', header: 'Azienda' },
  { id: 'next_visit', header: 'Prossima visita', kind: 'date', dateTone: 'past-future' },
  { id: 'amount', header: 'Importo', kind: 'number' },
  { id: 'photo', header: 'Foto', csvExclude: true },
];

describe('CSV quoting', () => {
  it('leaves plain fields alone and quotes separators, quotes, line breaks and edge spaces', () => {
    expect(csvField('Rossi')).toBe('Rossi');
    expect(csvField('Rossi; Mario')).toBe('"Rossi; Mario"');
    expect(csvField('Ditta "La Rocca"')).toBe('"Ditta ""La Rocca"""');
    expect(csvField('riga 1\nriga 2')).toBe('"riga 1\nriga 2"');
    expect(csvField(' spazio')).toBe('" spazio"');
    expect(csvField('a,b', ',')).toBe('"a,b"');
  });

  it('neutralises spreadsheet formulas but keeps negative numbers', () => {
    expect(neutralizeFormula('=SUM(A1:A2)')).toBe("'=SUM(A1:A2)");
    expect(neutralizeFormula('@cmd')).toBe("'@cmd");
    expect(neutralizeFormula('-2,50')).toBe('-2,50');
    expect(neutralizeFormula('-foo')).toBe("'-foo");
  });
});

describe('buildCsv', () => {
  it('exports the given columns as the table shows them, without excluded columns', () => {
    const rows: Row[] = [
      { id: 1, name: 'Mario "Il Rosso"', next_visit: '2024-03-07', amount: 12.5, customer: { company_name: 'ACME; srl' } },
      { id: 2, name: 'Anna', next_visit: '0000-00-00', amount: null, customer: { company_name: 'Beta' } },
    ];
    expect(buildCsv(columns, rows)).toBe(
      'Nome;Azienda;Prossima visita;Importo\r\n' + '"Mario ""Il Rosso""";"ACME; srl";07/03/2024;12,50\r\n' + 'Anna;Beta;;\r\n',
    );
  });
});

describe('csvFileName', () => {
  it("defaults to 'exporta.csv' and adds the extension once", () => {
    expect(csvFileName(undefined)).toBe('exporta.csv');
    expect(csvFileName('  ')).toBe('exporta.csv');
    expect(csvFileName('utenti')).toBe('utenti.csv');
    expect(csvFileName('utenti.CSV')).toBe('utenti.CSV');
  });
});

describe('fetchAllRows', () => {
  it('walks every page of the current query with the largest page size', async () => {
    const all = Array.from({ length: 230 }, (_, i) => i);
    const calls: ListQuery[] = [];
    const fetchPage = async (query: ListQuery): Promise<PagedResponse<number>> => {
      calls.push(query);
      const page = Number(query.page);
      const size = Number(query.per_page);
      return {
        data: all.slice((page - 1) * size, page * size),
        meta: { total: all.length, page, per_page: size, sort: 'name', order: 'asc' },
      };
    };
    const rows = await fetchAllRows(fetchPage, { page: 3, per_page: 10, sort: 'name', order: 'asc', search: 'x' });
    expect(rows).toEqual(all);
    expect(calls.map((c) => c.page)).toEqual([1, 2, 3]);
    expect(calls.every((c) => c.per_page === 100 && c.search === 'x' && c.sort === 'name')).toBe(true);
  });

  it('asks each page after the last row received where the list answers cursors', async () => {
    const all = Array.from({ length: 230 }, (_, i) => i);
    const calls: ListQuery[] = [];
    const fetchPage = async (query: ListQuery): Promise<PagedResponse<number>> => {
      calls.push(query);
      // The server's cursor names the last row sent; a page asked with it starts right after that row.
      const start = query.after ? Number(String(query.after).slice(4)) + 1 : (Number(query.page) - 1) * Number(query.per_page);
      const data = all.slice(start, start + Number(query.per_page));
      return {
        data,
        meta: { total: all.length, page: Number(query.page), per_page: 100, sort: 'name', order: 'asc', next_cursor: `row-${data.at(-1)}` },
      };
    };
    expect(await fetchAllRows(fetchPage, { sort: 'name', order: 'asc' })).toEqual(all);
    expect(calls.map((c) => c.after)).toEqual([undefined, 'row-99', 'row-199']);
  });

  it('stops on an empty page even if the total was wrong', async () => {
    const fetchPage = async (): Promise<PagedResponse<number>> => ({
      data: [],
      meta: { total: 5, page: 1, per_page: 100, sort: null, order: 'asc' },
    });
    await expect(fetchAllRows(fetchPage, {})).resolves.toEqual([]);
  });
});
