import { Inject, Injectable } from '@nestjs/common';
import type { HistoryKind, Database } from '@tutela/contracts';
import type { Principal } from '../../auth/principal';
import { DATABASE } from '../../shared/tokens';

/**
 * Audit of reads: who looked at which record's history, and at which point in time. Not a read model (no event
 * rebuilds it, a read changes no record): an operational table like login_attempts, written by the API itself
 * before it answers. Health-data reads of examinations can write here too.
 */
export const RECORD_READS_DDL = [
  `CREATE TABLE IF NOT EXISTS record_reads (
     id bigserial PRIMARY KEY,
     kind text NOT NULL,
     record_id text NOT NULL,
     view text NOT NULL,
     point text,
     user_id text NOT NULL,
     user_name text NOT NULL,
     user_role text NOT NULL,
     entity_id text,
     app text NOT NULL,
     at timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE INDEX IF NOT EXISTS record_reads_record_idx ON record_reads (kind, record_id, at)`,
];

export async function ensureRecordReadsSchema(db: Database): Promise<void> {
  for (const statement of RECORD_READS_DDL) await db.query(statement);
}

export interface RecordRead {
  kind: HistoryKind;
  recordId: string;
  view: 'timeline' | 'state';
  /** The revision or date asked for (state views). */
  point: string | null;
}

@Injectable()
export class RecordReads {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async record(principal: Principal, read: RecordRead): Promise<void> {
    await this.db.query(
      `INSERT INTO record_reads (kind, record_id, view, point, user_id, user_name, user_role, entity_id, app)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        read.kind,
        read.recordId,
        read.view,
        read.point,
        principal.userId,
        principal.name,
        principal.role,
        principal.entityId,
        principal.app,
      ],
    );
  }
}
