import type { RecordedEvent } from '@tutela/contracts';
import { workerChangeOf } from '@tutela/projections';
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
