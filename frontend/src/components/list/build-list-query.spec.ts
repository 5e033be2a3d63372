import { buildListQuery, isCustomerMissing } from './build-list-query';
import { initialListState } from './list-state';
import type { ListState } from './list-types';

function stateWith(patch: Partial<Omit<ListState, 'filters'>> & { filters?: Partial<ListState['filters']> }): ListState {
  const base = initialListState();
  return { ...base, ...patch, filters: { ...base.filters, ...patch.filters } };
}

describe('buildListQuery: server-side paging, sorting and filtering', () => {
  it('sends a 1-based page and the page size', () => {
    expect(buildListQuery(stateWith({ pageIndex: 0 }), {})).toEqual({ page: 1, per_page: 10 });
    expect(buildListQuery(stateWith({ pageIndex: 4, pageSize: 50 }), {})).toEqual({ page: 5, per_page: 50 });
  });

  it('sends the sort key and order of a sortable column', () => {
    const state = stateWith({ sort: { id: 'name', desc: true } });
    expect(buildListQuery(state, {})).toMatchObject({ sort: 'name', order: 'desc' });
    const mapped = buildListQuery(state, {}, { sortKeyOf: (id) => (id === 'name' ? 'last_name' : undefined) });
    expect(mapped).toMatchObject({ sort: 'last_name', order: 'desc' });
    const refused = buildListQuery(state, {}, { sortKeyOf: () => undefined });
    expect(refused).not.toHaveProperty('sort');
    expect(refused).not.toHaveProperty('order');
  });

  it('sends the filters of the controls on screen only', () => {
    const state = stateWith({
      filters: {
        search: '  rossi ',
        customerId: 'c-1',
        customerType: 'md',
        workerStatus: 'IPL',
        contractType: 'STAGIONALE',
        hideInactive: true,
        fromDate: '2024-01-01',
        toDate: '2024-12-31',
      },
    });
    expect(buildListQuery(state, {})).toEqual({ page: 1, per_page: 10 });
    expect(
      buildListQuery(state, {
        search: true,
        customer: true,
        customerType: true,
        workerStatus: true,
        contractType: true,
        hideInactive: true,
        dateRange: true,
      }),
    ).toEqual({
      page: 1,
      per_page: 10,
      search: 'rossi',
      customer_id: 'c-1',
      customer_type: 'md',
      worker_status: 'IPL',
      contract: 'STAGIONALE',
      hide_inactive: '1',
      next_visit_from: '2024-01-01',
      next_visit_to: '2024-12-31',
    });
  });

  it("sends hide_inactive=0 when 'Nascondi i non attivi' is off and skips the 'all' customer type", () => {
    const state = stateWith({ filters: { hideInactive: false, customerType: 'all', search: '   ' } });
    expect(buildListQuery(state, { hideInactive: true, customerType: true, search: true })).toEqual({
      page: 1,
      per_page: 10,
      hide_inactive: '0',
    });
  });

  it('merges fixed parameters and the extra search form, dropping empty extra values', () => {
    const state = stateWith({ filters: { extra: { role: 'doctor', city: '' } } });
    expect(buildListQuery(state, {}, { params: { logName: 'user' } })).toEqual({
      logName: 'user',
      page: 1,
      per_page: 10,
      role: 'doctor',
    });
  });

  it('reports a missing required customer', () => {
    expect(isCustomerMissing(stateWith({}), { customer: { required: true } })).toBe(true);
    expect(isCustomerMissing(stateWith({ filters: { customerId: 'c' } }), { customer: { required: true } })).toBe(false);
    expect(isCustomerMissing(stateWith({}), { customer: true })).toBe(false);
  });
});
