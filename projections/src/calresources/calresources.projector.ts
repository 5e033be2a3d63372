import { streamId, type CalResourceEventMap, type RecordedEvent } from '@tutela/contracts';
import type { Sql } from '../database/database';
import { insertRecordset, updateOnConflict, type RecordsetColumn } from '../database/recordset-sql';
import type { Projector } from '../runtime/projector';
import { CALRESOURCES_MIGRATIONS, CALRESOURCES_TABLES } from './calresources-schema';

export const CALRESOURCES_PROJECTOR_NAME = 'calresources';

export interface CalResourceTableRow {
  id: string;
  entity_id: string;
  type: string;
  name: string;
  kind: string | null;
  location: string | null;
  address: string | null;
  capacity: number | null;
  active: boolean;
  revision: number;
  created_at: string;
  updated_at: string;
  last_position: number;
}

const COLUMNS: readonly RecordsetColumn[] = [
  ['id', 'text'],
  ['entity_id', 'text'],
  ['type', 'text'],
  ['name', 'text'],
  ['kind', 'text'],
  ['location', 'text'],
  ['address', 'text'],
  ['capacity', 'integer'],
  ['active', 'boolean'],
  ['revision', 'integer'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
  ['last_position', 'bigint'],
];

const CALRESOURCE_EVENTS = ['CalResourceCreated', 'CalResourceUpdated', 'CalResourceDeactivated', 'CalResourceReactivated'] as const;

const UPDATE_FIELDS = ['name', 'kind', 'location', 'address', 'capacity'] as const;

/**
 * One batch, set-wise: the rows the batch touches are read once, the events folded onto them in memory, each
 * changed row written once. A creation makes the row only when absent; every other event applies only when newer
 * than the row's `last_position`, so a replay changes nothing (rebuild equals live).
 */
async function applyBatch(events: readonly RecordedEvent[], tx: Sql): Promise<void> {
  const ids = [...new Set(events.map((event) => streamId(event.stream)))];
  const { rows } = await tx.query<CalResourceTableRow>('SELECT * FROM calresources WHERE id = ANY($1::text[])', [ids]);
  const records = new Map(rows.map((row) => [row.id, { ...row, last_position: Number(row.last_position) }]));
  const dirty = new Set<string>();
  for (const event of events) {
    const id = streamId(event.stream);
    const row = records.get(id);
    if (event.type === 'CalResourceCreated') {
      if (row) continue;
      const d = event.data as CalResourceEventMap['CalResourceCreated'];
      records.set(id, {
        id,
        entity_id: d.entityId,
        type: d.type,
        name: d.name,
        kind: d.kind ?? null,
        location: d.location ?? null,
        address: d.address ?? null,
        capacity: d.capacity ?? null,
        active: true,
        revision: event.revision,
        created_at: event.metadata.occurredAt,
        updated_at: event.metadata.occurredAt,
        last_position: event.position,
      });
      dirty.add(id);
      continue;
    }
    if (!row || event.position <= row.last_position) continue;
    if (event.type === 'CalResourceUpdated') {
      const d = event.data as CalResourceEventMap['CalResourceUpdated'];
      for (const key of UPDATE_FIELDS) if (d[key] !== undefined) Object.assign(row, { [key]: d[key] });
    } else if (event.type === 'CalResourceDeactivated') row.active = false;
    else if (event.type === 'CalResourceReactivated') row.active = true;
    else continue;
    row.revision = event.revision;
    row.updated_at = event.metadata.occurredAt;
    row.last_position = event.position;
    dirty.add(id);
  }
  const changed = [...dirty].map((id) => {
    const row = records.get(id)!;
    return { ...row, created_at: new Date(row.created_at).toISOString(), updated_at: new Date(row.updated_at).toISOString() };
  });
  await insertRecordset(tx, 'calresources', COLUMNS, changed, updateOnConflict(COLUMNS, 'id', ['created_at']));
}

/** 'Risorse' and 'Ambulatori' for their lists and cards. */
export const calResourcesProjector: Projector = {
  name: CALRESOURCES_PROJECTOR_NAME,
  migrations: CALRESOURCES_MIGRATIONS,
  tables: CALRESOURCES_TABLES,
  handles: CALRESOURCE_EVENTS,
  apply: (event, tx) => applyBatch([event], tx),
  applyBatch,
};
