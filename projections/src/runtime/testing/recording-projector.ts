import type { RecordedEvent } from '@tutela/contracts';
import type { Database, Sql } from '../../database/database';
import type { Projector } from '../projector';

/**
 * A projector that writes one row per handled event into a table without any unique key, so an event applied
 * twice shows up as a duplicate row. `failOn` makes it throw (after writing its row) to test rollback.
 */
export class RecordingProjector implements Projector {
  readonly migrations: string[];
  readonly tables: string[];
  /** Positions passed to apply, including attempts that were rolled back. */
  readonly attempts: number[] = [];
  failOn: ((event: RecordedEvent) => boolean) | null = null;

  constructor(
    readonly name: string,
    readonly handles: readonly string[] = ['*'],
    readonly version?: number,
  ) {
    const table = `${name.replace(/-/g, '_')}_rows`;
    this.tables = [table];
    this.migrations = [`CREATE TABLE IF NOT EXISTS ${table} (position bigint NOT NULL, stream text NOT NULL, type text NOT NULL)`];
  }

  get table(): string {
    return this.tables[0];
  }

  async apply(event: RecordedEvent, tx: Sql): Promise<void> {
    this.attempts.push(event.position);
    await tx.query(`INSERT INTO ${this.table} (position, stream, type) VALUES ($1, $2, $3)`, [event.position, event.stream, event.type]);
    if (this.failOn?.(event)) throw new Error(`guasto simulato all'evento ${event.position}`);
  }

  async positions(db: Database): Promise<number[]> {
    const { rows } = await db.query<{ position: number }>(`SELECT position FROM ${this.table} ORDER BY position`);
    return rows.map((row) => row.position);
  }
}

/**
 * The same rows written by one statement per batch (as the activity log does), failing the whole batch when
 * `failOn` holds for any of its events: the error cannot tell which one.
 */
export class BatchRecordingProjector extends RecordingProjector {
  /** Sizes of the batches passed to applyBatch, including attempts that were rolled back. */
  readonly batches: number[] = [];

  async applyBatch(events: readonly RecordedEvent[], tx: Sql): Promise<void> {
    this.batches.push(events.length);
    this.attempts.push(...events.map((event) => event.position));
    await tx.query(`INSERT INTO ${this.table} (position, stream, type) SELECT * FROM unnest($1::bigint[], $2::text[], $3::text[])`, [
      events.map((event) => event.position),
      events.map((event) => event.stream),
      events.map((event) => event.type),
    ]);
    if (events.some((event) => this.failOn?.(event))) throw new Error('guasto simulato nel lotto');
  }
}

export async function checkpointOf(db: Database, name: string): Promise<number | undefined> {
  const { rows } = await db.query<{ position: number }>('SELECT position FROM projection_checkpoints WHERE name = $1', [name]);
  return rows[0]?.position;
}

/** Full contents of a table in a stable order, for comparing live projection with a rebuild. */
export async function dumpTable(db: Database, table: string): Promise<Record<string, unknown>[]> {
  const { rows } = await db.query<Record<string, unknown>>(`SELECT * FROM ${table} ORDER BY 1, 2, 3`);
  return rows;
}

export function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
