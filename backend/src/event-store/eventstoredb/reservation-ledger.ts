import { ReservationConflictError, type KeyReservationChange, type Database } from '@tutela/contracts';
import { RESERVATIONS_TABLE, RESERVATIONS_TABLE_DDL } from '../postgres/stream-reservations.schema';

/** A change marked on a key and not yet settled older than this is a crash leftover: the log decides it. */
export const STALE_RESERVATION_MS = 2 * 60_000;

/** Marks a row with the change under way and the first event id of the append that makes it true. */
const PENDING_COLUMNS = [
  `ALTER TABLE ${RESERVATIONS_TABLE} ADD COLUMN IF NOT EXISTS pending_kind text`,
  `ALTER TABLE ${RESERVATIONS_TABLE} ADD COLUMN IF NOT EXISTS pending_event text`,
];

interface KeyRow {
  stream: string;
  pending_kind: 'claim' | 'release' | null;
  pending_event: string | null;
  stale: boolean;
}

/** Whether an event with this id is in the stream (the event store's own log decides a change left pending). */
export type EventWritten = (stream: string, eventId: string) => Promise<boolean>;

/**
 * Reservations for an event store that cannot write a table in the append's transaction (EventStoreDB: the events
 * live on another server). The same `stream_reservations` table, in the read-model database, kept in two steps
 * around the append: `prepare` marks each change as pending under the append's first event id (a claim inserts
 * the row, so the primary key still lets exactly one of many concurrent claims through), the append runs, then
 * `settle` makes the changes final or `abandon` takes them back. A process dying in between leaves the marks: the
 * next claim of such a key asks the log whether the marked event was written (then the change happened) or, once
 * the mark is older than STALE_RESERVATION_MS, takes it as never written. Until then a pending claim holds its key
 * and a pending release does not free it: a race is refused, never let through.
 */
export class ReservationLedger {
  private ready: Promise<void> | undefined;

  constructor(
    private readonly db: Database,
    private readonly written: EventWritten,
    private readonly staleMs = STALE_RESERVATION_MS,
  ) {}

  /** Marks the changes for `stream` under `marker`; throws ReservationConflictError (and marks nothing) on a held key. */
  async prepare(stream: string, marker: string, changes: readonly KeyReservationChange[]): Promise<void> {
    await this.migrate();
    try {
      for (const change of changes) {
        if (change.kind === 'release') await this.markRelease(stream, marker, change);
        else await this.claim(stream, marker, change);
      }
    } catch (error) {
      await this.abandon(stream, marker);
      throw error;
    }
  }

  /** The append was written: claims become held keys, releases free theirs. */
  async settle(stream: string, marker: string): Promise<void> {
    await this.db.query(`DELETE FROM ${RESERVATIONS_TABLE} WHERE stream = $1 AND pending_event = $2 AND pending_kind = 'release'`, [
      stream,
      marker,
    ]);
    await this.db.query(
      `UPDATE ${RESERVATIONS_TABLE} SET pending_kind = NULL, pending_event = NULL WHERE stream = $1 AND pending_event = $2`,
      [stream, marker],
    );
  }

  /** The append was not written: the claimed keys are free again, the released ones stay held. */
  async abandon(stream: string, marker: string): Promise<void> {
    await this.db.query(`DELETE FROM ${RESERVATIONS_TABLE} WHERE stream = $1 AND pending_event = $2 AND pending_kind = 'claim'`, [
      stream,
      marker,
    ]);
    await this.db.query(
      `UPDATE ${RESERVATIONS_TABLE} SET pending_kind = NULL, pending_event = NULL WHERE stream = $1 AND pending_event = $2`,
      [stream, marker],
    );
  }

  private migrate(): Promise<void> {
    this.ready ??= (async () => {
      await this.db.query(RESERVATIONS_TABLE_DDL);
      for (const statement of PENDING_COLUMNS) await this.db.query(statement);
    })();
    return this.ready;
  }

  private async markRelease(stream: string, marker: string, { scope, key }: KeyReservationChange): Promise<void> {
    await this.db.query(
      `UPDATE ${RESERVATIONS_TABLE} SET pending_kind = 'release', pending_event = $4, reserved_at = now()
        WHERE scope = $1 AND key = $2 AND stream = $3 AND pending_kind IS NULL`,
      [scope, key, stream, marker],
    );
  }

  private async claim(stream: string, marker: string, { scope, key }: KeyReservationChange): Promise<void> {
    for (;;) {
      const inserted = await this.db.query(
        `INSERT INTO ${RESERVATIONS_TABLE} (scope, key, stream, pending_kind, pending_event) VALUES ($1, $2, $3, 'claim', $4)
           ON CONFLICT (scope, key) DO NOTHING RETURNING key`,
        [scope, key, stream, marker],
      );
      if (inserted.rows.length > 0) return;
      // `<=`: with no stale time (tests), a mark made in the same clock tick as this read is already stale.
      const { rows } = await this.db.query<KeyRow>(
        `SELECT stream, pending_kind, pending_event, reserved_at <= now() - make_interval(secs => $3) AS stale
           FROM ${RESERVATIONS_TABLE} WHERE scope = $1 AND key = $2`,
        [scope, key, this.staleMs / 1000],
      );
      const holder = rows[0];
      // Freed in between: try the insert again.
      if (!holder) continue;
      if (holder.stream === stream) return;
      if (!(await this.resolvedFree(scope, key, holder))) throw new ReservationConflictError(scope, key, holder.stream);
    }
  }

  /**
   * A key another stream holds, perhaps with a change left pending: true when the log shows the key is free (the
   * row is then removed), false when it is held (a pending change the log confirms or that may still be running).
   */
  private async resolvedFree(scope: string, key: string, holder: KeyRow): Promise<boolean> {
    if (!holder.pending_kind || !holder.pending_event) return false;
    const written = await this.written(holder.stream, holder.pending_event);
    const frees = holder.pending_kind === 'release' ? written : !written && holder.stale;
    const settles = holder.pending_kind === 'release' ? !written && holder.stale : written;
    const params = [scope, key, holder.stream, holder.pending_event];
    const same = 'scope = $1 AND key = $2 AND stream = $3 AND pending_event = $4';
    if (frees) {
      await this.db.query(`DELETE FROM ${RESERVATIONS_TABLE} WHERE ${same}`, params);
      return true;
    }
    if (settles) await this.db.query(`UPDATE ${RESERVATIONS_TABLE} SET pending_kind = NULL, pending_event = NULL WHERE ${same}`, params);
    return false;
  }
}
