import type { CalResourceRow, CalResourceType } from '@tutela/contracts';
import type { Sql } from '../database/database';

interface CalResourceQueryRow extends Omit<CalResourceRow, 'created_at' | 'updated_at'> {
  created_at: Date | string;
  updated_at: Date | string;
}

const COLUMNS = 'id, type, name, kind, location, address, capacity, active, revision, created_at, updated_at';

const toRow = (row: CalResourceQueryRow): CalResourceRow => ({
  ...row,
  capacity: row.capacity === null ? null : Number(row.capacity),
  revision: Number(row.revision),
  created_at: new Date(row.created_at).toISOString(),
  updated_at: new Date(row.updated_at).toISOString(),
});

/** The entity's records of one type (or of both), active first, by name. `entityId` null: every entity's. */
export async function listCalResources(db: Sql, entityId: string | null, type?: CalResourceType): Promise<CalResourceRow[]> {
  const { rows } = await db.query<CalResourceQueryRow>(
    `SELECT ${COLUMNS} FROM calresources
      WHERE ($1::text IS NULL OR entity_id = $1) AND ($2::text IS NULL OR type = $2)
      ORDER BY active DESC, lower(name), id`,
    [entityId, type ?? null],
  );
  return rows.map(toRow);
}

/** One record's card, or null when unknown or of another entity. */
export async function getCalResource(db: Sql, entityId: string | null, id: string): Promise<CalResourceRow | null> {
  const { rows } = await db.query<CalResourceQueryRow>(
    `SELECT ${COLUMNS} FROM calresources WHERE id = $1 AND ($2::text IS NULL OR entity_id = $2)`,
    [id, entityId],
  );
  return rows[0] ? toRow(rows[0]) : null;
}
