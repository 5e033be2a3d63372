import type { Projector } from '../runtime/projector';
import { NAME_EVENTS_HANDLED } from './worker-names';
import { WORKER_EVENTS_HANDLED, WorkersBatch } from './workers-batch';
import { WORKERS_EXAMINATION_EVENTS, WORKERS_EXAMINATIONS_MIGRATIONS } from './workers-examinations';
import { WORKERS_MIGRATIONS, WORKERS_TABLES } from './workers-schema';

export const WORKERS_PROJECTOR_NAME = 'workers';

/**
 * Workers for the lists, the header search and the worker card; also the names of the companies, factories,
 * departments and jobs they show, kept current from the customers' and jobs' events.
 */
export const workersProjector: Projector = {
  name: WORKERS_PROJECTOR_NAME,
  migrations: [...WORKERS_MIGRATIONS, ...WORKERS_EXAMINATIONS_MIGRATIONS],
  tables: [...WORKERS_TABLES, 'workers_examinations'],
  handles: [...WORKER_EVENTS_HANDLED, ...NAME_EVENTS_HANDLED, ...WORKERS_EXAMINATION_EVENTS],
  // A rebuild loads workers by primary key only; the sort, tenant and trigram indexes are built once at the end
  // (a rename's UPDATE … WHERE job_id = … scans the table meanwhile, rare in a log).
  deferIndexesOnRebuild: true,
  apply: (event, tx) => WorkersBatch.apply([event], tx),
  applyBatch: (events, tx) => WorkersBatch.apply(events, tx),
};
