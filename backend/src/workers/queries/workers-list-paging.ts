/** The workers list's ListPagingCache (provided by WorkersModule, dropped at every commit of the workers projector). */
export const WORKERS_LIST_PAGING = Symbol('WORKERS_LIST_PAGING');
