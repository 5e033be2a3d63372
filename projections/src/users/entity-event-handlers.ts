import type { EntityCreatedData, EntityUpdatedData, RecordedEvent } from '@tutela/contracts';
import type { Sql } from '../database/database';

export async function applyEntityCreated(event: RecordedEvent<EntityCreatedData>, tx: Sql): Promise<void> {
  const d = event.data;
  await tx.query(
    `INSERT INTO entities (id, name, address_info, additional_data, active_md, active_fr, active_sr, generic,
                           created_at, updated_at, last_position, revision)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $10, $11)
     ON CONFLICT (id) DO NOTHING`,
    [
      d.entityId,
      d.name,
      d.addressInfo,
      d.additionalData == null ? null : JSON.stringify(d.additionalData),
      d.activeMd,
      d.activeFr,
      d.activeSr,
      d.generic,
      event.metadata.occurredAt,
      event.position,
      event.revision,
    ],
  );
}

const ENTITY_COLUMNS: Record<keyof EntityUpdatedData, string> = {
  name: 'name',
  addressInfo: 'address_info',
  additionalData: 'additional_data',
  activeMd: 'active_md',
  activeFr: 'active_fr',
  activeSr: 'active_sr',
  generic: 'generic',
};

export async function applyEntityUpdated(event: RecordedEvent<EntityUpdatedData>, entityId: string, tx: Sql): Promise<void> {
  const sets: string[] = [];
  const params: unknown[] = [entityId, event.position, event.metadata.occurredAt, event.revision];
  for (const [key, column] of Object.entries(ENTITY_COLUMNS) as [keyof EntityUpdatedData, string][]) {
    const value = event.data[key];
    if (value === undefined) continue;
    params.push(key === 'additionalData' && value !== null ? JSON.stringify(value) : value);
    sets.push(`${column} = $${params.length}`);
  }
  await tx.query(
    `UPDATE entities SET ${[...sets, 'updated_at = $3', 'last_position = $2', 'revision = $4'].join(', ')}
     WHERE id = $1 AND last_position < $2`,
    params,
  );
}
