import type { DvrListRow, PagedResponse } from '@tutela/contracts';
import type { ListQuery } from '../../../components/list/list-types';

type SortKey = 'title' | 'status' | 'last_revision' | 'last_signed_at' | 'updated_at' | 'updated_by';
const SORT_KEYS: readonly SortKey[] = ['title', 'status', 'last_revision', 'last_signed_at', 'updated_at', 'updated_by'];

/**
 * One page of a factory's DVRs of one code. The API answers the whole (short) list at once, so the list's paging,
 * sorting and search are applied here to the rows it sent.
 */
export function dvrListPage(rows: readonly DvrListRow[], query: ListQuery): PagedResponse<DvrListRow> {
  const search = String(query.search ?? '')
    .trim()
    .toLowerCase();
  const filtered = search ? rows.filter((row) => `${row.title} ${row.updated_by}`.toLowerCase().includes(search)) : [...rows];
  const sort = SORT_KEYS.find((key) => key === query.sort);
  if (sort) {
    const direction = query.order === 'desc' ? -1 : 1;
    filtered.sort((a, b) => {
      const left = a[sort] ?? '';
      const right = b[sort] ?? '';
      const order = typeof left === 'number' && typeof right === 'number' ? left - right : String(left).localeCompare(String(right), 'it');
      return order * direction;
    });
  }
  const perPage = Math.max(1, Number(query.per_page) || 10);
  const page = Math.max(1, Number(query.page) || 1);
  return {
    data: filtered.slice((page - 1) * perPage, page * perPage),
    meta: { total: filtered.length, page, per_page: perPage, sort: sort ?? null, order: query.order === 'desc' ? 'desc' : 'asc' },
  };
}
