import { streamId, type RecordedEvent } from '@tutela/contracts';
import { namedBy, NAME_EVENTS_HANDLED, NAME_TARGETS } from './worker-names';
import type { WorkerRow } from './worker-row';
import { PERSONAL_COLUMNS } from './workers-batch';
import { workersProjector } from './workers.projector';

/** A column of the workers table: WorkerRow's, and the examinations' per-type dates. */
export type WorkerColumn = keyof WorkerRow | 'exam_last';

/**
 * What one event can change in the workers table: `rows: "added"` when it may add a row and changes no other (a
 * hire: a worker row is never removed), with the row's `id` when it surely adds it (the first event of its stream),
 * `rows: "any"` when this file does not know it, else the columns it may write. Every change also moves the
 * bookkeeping columns (WORKER_BOOKKEEPING).
 */
export type WorkerChange = { rows: 'added'; id: string | null } | { rows: 'any' } | { rows: false; columns: readonly WorkerColumn[] };

/** Written by every change of a row; no list filters or sorts on them. */
export const WORKER_BOOKKEEPING: readonly WorkerColumn[] = ['updated_at', 'revision', 'last_position'];

/** What a field of a change of employment writes when the event carries it (WorkersBatch's fold). */
const EMPLOYMENT_COLUMNS: Record<string, WorkerColumn> = {
  contract: 'contract',
  suitability: 'suitability',
  businessImpact: 'business_impact',
  excludeSs: 'exclude_ss',
};
/** The fields of a worker's personal data the search text is made of. */
const SEARCHED_COLUMNS: readonly WorkerColumn[] = ['first_name', 'last_name', 'fiscal_code'];
const TENANT: readonly WorkerColumn[] = ['customer_id', 'company_name', 'factory_id', 'factory_name', 'department_id', 'department_name'];

const HANDLED = new Set<string>(workersProjector.handles);
const NAME_EVENTS = new Set<string>(NAME_EVENTS_HANDLED);

const COLUMNS_BY_TYPE: Record<string, readonly WorkerColumn[]> = {
  WorkerJobAssigned: [...TENANT, 'job_id', 'job_name', 'alt_job_ids', 'risk_profile_ids'],
  WorkerHazardsSet: ['hazards'],
  WorkerHealthProtocolSet: ['health_protocol'],
  WorkerResigned: ['resigned', 'resigned_on'],
  WorkerReinstated: ['resigned', 'resigned_on'],
  WorkerTransferred: TENANT,
  // The visit is recorded in workers_examinations only; signing or reopening it recomputes the worker's visit columns.
  ExaminationStarted: [],
  ExaminationSigned: ['suitability', 'last_visit', 'next_visit', 'exam_last'],
  ExaminationReopened: ['suitability', 'last_visit', 'next_visit', 'exam_last'],
};

/**
 * What `event` can change in the workers read model, as the workers projector applies it (a test applies every
 * event type the projector handles and compares the rows). A change of personal data or employment writes only the
 * fields it carries, as the projector does. The workers list keeps what it learnt about itself
 * (counts, page starts, search lookups) across a commit that changes none of the columns it filters or sorts on
 * (ListPagingCache): a visit signed keeps a list sorted by name, a phone number changed keeps every list.
 */
export function workerChangeOf(event: RecordedEvent): WorkerChange {
  // The projector's batches carry every event of the log; it skips the types it does not handle (a chat, a DVR).
  if (!HANDLED.has(event.type)) return { rows: false, columns: [] };
  // A name of a company, factory, department or job reaches the workers' copies of it.
  const named = namedBy(event);
  if (named) return { rows: false, columns: [NAME_TARGETS[named.kind].name] };
  // A customer's or a job's event that gives no name (a phone number, a protocol) changes no worker.
  if (NAME_EVENTS.has(event.type)) return { rows: false, columns: [] };
  if (event.type === 'WorkerPersonalDataUpdated') {
    const columns = carried(event.data, PERSONAL_COLUMNS);
    return { rows: false, columns: columns.some((column) => SEARCHED_COLUMNS.includes(column)) ? [...columns, 'search_text'] : columns };
  }
  if (event.type === 'WorkerEmploymentUpdated') return { rows: false, columns: carried(event.data, EMPLOYMENT_COLUMNS) };
  const columns = COLUMNS_BY_TYPE[event.type];
  if (columns) return { rows: false, columns };
  // A hire adds a row: the worker's, when it opens its stream (a later hire of the same worker adds it only if
  // it is missing); a type the projector handles and this file does not know may change anything.
  if (event.type === 'WorkerHired') return { rows: 'added', id: event.revision === 0 ? streamId(event.stream) : null };
  return { rows: 'any' };
}

/** The columns of the fields an event carries: a field left out (undefined) keeps its column. */
function carried(data: unknown, columns: Record<string, WorkerColumn>): WorkerColumn[] {
  const fields = data as Record<string, unknown>;
  return Object.entries(columns).flatMap(([field, column]) => (fields[field] === undefined ? [] : [column]));
}
