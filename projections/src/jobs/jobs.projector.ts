import { streamId, type JobEventMap, type RecordedEvent } from '@tutela/contracts';
import type { Sql } from '../database/database';
import { insertRecordset, updateOnConflict, type RecordsetColumn } from '../database/recordset-sql';
import type { Projector } from '../runtime/projector';
import { JOBS_MIGRATIONS, JOBS_TABLES } from './jobs-schema';

export const JOBS_PROJECTOR_NAME = 'jobs';

export interface JobTableRow {
  id: string;
  entity_id: string;
  customer_id: string | null;
  factory_id: string | null;
  name: string;
  name_eng: string | null;
  description: string | null;
  level: number;
  job_type: string;
  retired: boolean;
  hazards: unknown[];
  health_protocol: unknown[];
  revision: number;
  created_at: string;
  updated_at: string;
  last_position: number;
}

const COLUMNS: readonly RecordsetColumn[] = [
  ['id', 'text'],
  ['entity_id', 'text'],
  ['customer_id', 'text'],
  ['factory_id', 'text'],
  ['name', 'text'],
  ['name_eng', 'text'],
  ['description', 'text'],
  ['level', 'integer'],
  ['job_type', 'text'],
  ['retired', 'boolean'],
  ['hazards', 'jsonb'],
  ['health_protocol', 'jsonb'],
  ['revision', 'integer'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
  ['last_position', 'bigint'],
];

const JOB_EVENTS = ['JobCreated', 'JobUpdated', 'JobHazardsSet', 'JobHealthProtocolSet', 'JobRetired'] as const;

const UPDATE_FIELDS = { name: 'name', nameEng: 'name_eng', description: 'description', level: 'level' } as const;

/**
 * One batch, set-wise: the rows the batch touches are read once, the events folded onto them in memory, each
 * changed row written once. A creation makes the row only when absent; every other event applies only when
 * newer than the row's `last_position`, so a replay changes nothing (rebuild equals live).
 */
async function applyBatch(events: readonly RecordedEvent[], tx: Sql): Promise<void> {
  const ids = [...new Set(events.map((event) => streamId(event.stream)))];
  const { rows } = await tx.query<JobTableRow>('SELECT * FROM jobs WHERE id = ANY($1::text[])', [ids]);
  const jobs = new Map<string, JobTableRow>(rows.map((row) => [row.id, { ...row, last_position: Number(row.last_position) }]));
  const dirty = new Set<string>();
  for (const event of events) {
    const id = streamId(event.stream);
    const row = jobs.get(id);
    if (event.type === 'JobCreated') {
      if (row) continue;
      const d = event.data as JobEventMap['JobCreated'];
      jobs.set(id, {
        id,
        entity_id: d.entityId,
        customer_id: d.customerId,
        factory_id: d.factoryId,
        name: d.name,
        name_eng: d.nameEng ?? null,
        description: d.description ?? null,
        level: d.level,
        job_type: d.jobType ?? 'JOB',
        retired: false,
        hazards: [],
        health_protocol: [],
        revision: event.revision,
        created_at: event.metadata.occurredAt,
        updated_at: event.metadata.occurredAt,
        last_position: event.position,
      });
      dirty.add(id);
      continue;
    }
    if (!row || event.position <= row.last_position) continue;
    switch (event.type) {
      case 'JobUpdated': {
        const d = event.data as JobEventMap['JobUpdated'];
        for (const [key, column] of Object.entries(UPDATE_FIELDS) as [
          keyof typeof UPDATE_FIELDS,
          (typeof UPDATE_FIELDS)[keyof typeof UPDATE_FIELDS],
        ][]) {
          if (d[key] !== undefined) Object.assign(row, { [column]: d[key] });
        }
        break;
      }
      case 'JobHazardsSet':
        row.hazards = (event.data as JobEventMap['JobHazardsSet']).hazards;
        break;
      case 'JobHealthProtocolSet':
        row.health_protocol = (event.data as JobEventMap['JobHealthProtocolSet']).protocol;
        break;
      case 'JobRetired':
        row.retired = true;
        break;
      default:
        continue;
    }
    row.revision = event.revision;
    row.updated_at = event.metadata.occurredAt;
    row.last_position = event.position;
    dirty.add(id);
  }
  const changed = [...dirty].map((id) => {
    const row = jobs.get(id)!;
    // jsonb columns travel inside the recordset's JSON: as values, not as strings.
    return { ...row, created_at: new Date(row.created_at).toISOString(), updated_at: new Date(row.updated_at).toISOString() };
  });
  await insertRecordset(tx, 'jobs', COLUMNS, changed, updateOnConflict(COLUMNS, 'id', ['created_at']));
}

/** Jobs (mansioni) for the jobs lists, the job card, the worker's job lookup. */
export const jobsProjector: Projector = {
  name: JOBS_PROJECTOR_NAME,
  migrations: JOBS_MIGRATIONS,
  tables: JOBS_TABLES,
  handles: JOB_EVENTS,
  apply: (event, tx) => applyBatch([event], tx),
  applyBatch,
};
