import type { ListControls, ListQuery, ListState } from './list-types';

/**
 * Turns the list state into the query parameters of one page request (PageQuery of @tutela/contracts plus
 * the filter keys of spec part 2 §3.1). Only the controls the list shows contribute: a value restored from
 * storage for a control that is not on screen must never filter invisibly.
 */
export function buildListQuery(
  state: ListState,
  controls: ListControls,
  options: { sortKeyOf?: (columnId: string) => string | undefined; params?: ListQuery } = {},
): ListQuery {
  const { filters } = state;
  const query: ListQuery = { ...options.params, page: state.pageIndex + 1, per_page: state.pageSize };

  if (state.sort) {
    const key = options.sortKeyOf ? options.sortKeyOf(state.sort.id) : state.sort.id;
    if (key) {
      query.sort = key;
      query.order = state.sort.desc ? 'desc' : 'asc';
    }
  }
  const search = filters.search.trim();
  if (controls.search && search) query.search = search;
  if (controls.customer && filters.customerId) query.customer_id = filters.customerId;
  if (controls.customerType && filters.customerType && filters.customerType !== 'all') {
    query.customer_type = filters.customerType;
  }
  if (controls.workerStatus && filters.workerStatus) query.worker_status = filters.workerStatus;
  if (controls.contractType && filters.contractType) query.contract = filters.contractType;
  if (controls.hideInactive) query.hide_inactive = filters.hideInactive ? '1' : '0';
  if (controls.dateRange) {
    // The customer filter form maps fromdate/todate onto the next-visit range (spec part 2 §3.1).
    if (filters.fromDate) query.next_visit_from = filters.fromDate;
    if (filters.toDate) query.next_visit_to = filters.toDate;
  }
  for (const [key, value] of Object.entries(filters.extra)) {
    if (value !== '') query[key] = value;
  }
  return query;
}

/** True when a required customer is missing: the list then asks for it instead of loading everything. */
export function isCustomerMissing(state: ListState, controls: ListControls): boolean {
  const customer = controls.customer;
  return typeof customer === 'object' && customer.required === true && !state.filters.customerId;
}
