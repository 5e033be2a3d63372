import type { DvrListRow } from '@tutela/contracts';
import { dvrListPage } from './dvr-list-page-rows';

const row = (id: string, title: string, last_revision: number, updated_by = 'Paolo Ferri'): DvrListRow => ({
  id,
  code: 'RUM',
  title,
  customer_id: 'c1',
  company_name: 'Officine',
  factory_id: 'f1',
  factory_name: 'Nord',
  status: 0,
  last_revision,
  last_signed_at: null,
  updated_at: '2026-11-20T10:00:00Z',
  updated_by,
});

const ROWS = [row('a', 'Rumore 2025', 2), row('b', 'rumore 2026', 0, 'Anna Verdi'), row('c', 'Campagna officina', 10)];

describe('dvrListPage', () => {
  it('pages the rows and counts them all', () => {
    const page = dvrListPage(ROWS, { page: 2, per_page: 2 });
    expect(page.data.map((r) => r.id)).toEqual(['c']);
    expect(page.meta).toMatchObject({ total: 3, page: 2, per_page: 2 });
  });

  it('sorts numbers as numbers and text in Italian order, both ways', () => {
    expect(dvrListPage(ROWS, { sort: 'last_revision', order: 'desc' }).data.map((r) => r.id)).toEqual(['c', 'a', 'b']);
    expect(dvrListPage(ROWS, { sort: 'title', order: 'asc' }).data.map((r) => r.id)).toEqual(['c', 'a', 'b']);
  });

  it('searches the title and who updated it, ignoring case, and ignores unknown sort keys', () => {
    expect(dvrListPage(ROWS, { search: 'RUMORE' }).data.map((r) => r.id)).toEqual(['a', 'b']);
    expect(dvrListPage(ROWS, { search: 'verdi' }).data.map((r) => r.id)).toEqual(['b']);
    expect(dvrListPage(ROWS, { sort: 'customer_id' }).meta.sort).toBeNull();
  });
});
