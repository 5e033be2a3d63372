import type { RecordedEvent, WorkerSortKey } from '@tutela/contracts';
import { WORKER_SORT_COLUMNS, workerChangeOf, type WorkerColumn } from '@tutela/projections';
import type { ReadModelChange } from '../../http/paging/list-paging-cache';

/** The workers list's ListPagingCache (provided by WorkersModule, following the workers projector's commits). */
export const WORKERS_LIST_PAGING = Symbol('WORKERS_LIST_PAGING');

/**
 * What a commit of the workers projector changed: the columns its events write, and the rows its hires add, by id
 * when every hire names its row (the list then weighs the hires instead of forgetting its counts and page starts).
 */
export function workersListChange(events: readonly RecordedEvent[]): ReadModelChange {
  const columns = new Set<string>();
  let added = false;
  let addedKeys: string[] | undefined = [];
  for (const event of events) {
    const change = workerChangeOf(event);
    if (change.rows === 'any') return { rows: 'any' };
    if (change.rows === 'added') {
      added = true;
      if (change.id === null) addedKeys = undefined;
      else addedKeys?.push(change.id);
    }
    if (change.rows === false) for (const column of change.columns) columns.add(column);
  }
  return added ? { rows: 'added', columns, ...(addedKeys ? { addedKeys } : {}) } : { rows: false, columns };
}

/** What the quick search looks up first (workers_search_names and the tax codes) is computed from. */
export const WORKER_SEARCH_READS: readonly WorkerColumn[] = ['first_name', 'last_name', 'fiscal_code', 'search_text'];

/**
 * What one request of the workers list reads: `filter`, the columns of its conditions (scope and the worker-status
 * default always, the other filters when set), which its count depends on; `order`, those and its sort's, which its
 * page starts depend on.
 */
export function workersListReads(request: { sort: WorkerSortKey; contract?: string; worker_status?: string; search?: string }): {
  filter: readonly WorkerColumn[];
  order: readonly WorkerColumn[];
} {
  const filter: WorkerColumn[] = ['entity_id', 'customer_id', 'factory_id', 'resigned'];
  if (request.contract) filter.push('contract');
  if (request.worker_status) filter.push('suitability', 'business_impact');
  if (request.search) filter.push(...WORKER_SEARCH_READS);
  return { filter, order: [...filter, ...WORKER_SORT_COLUMNS[request.sort]] };
}
