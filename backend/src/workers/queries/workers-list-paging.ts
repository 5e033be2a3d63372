import type { RecordedEvent } from "@tutela/contracts";

/** The workers list's ListPagingCache (provided by WorkersModule, dropped at every commit of the workers projector). */
export const WORKERS_LIST_PAGING = Symbol('WORKERS_LIST_PAGING');

/**
 * The events that change what the quick search looks up first (workers_search_names and the tax codes): a hire and a
 * change of personal data. A visit, a job, a transfer or a resignation keeps the names looked up.
 */
const SEARCH_EVENTS = new Set(["WorkerHired", "WorkerPersonalDataUpdated"]);

export const changesWorkerSearch = (events: readonly RecordedEvent[]): boolean =>
  events.some((event) => SEARCH_EVENTS.has(event.type));
