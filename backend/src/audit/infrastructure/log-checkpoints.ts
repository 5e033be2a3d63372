import type { ChainedEvent, Sql } from '@tutela/contracts';
import { LogFold, type LogCheckpoint } from '../domain/log-checkpoint';
import { CHECKPOINTS } from './audit-storage.schema';

/** The reader of the chained log (PostgresEventStore.readAllChained). */
export type ChainedLogReader = (options: { after: number; limit: number }) => Promise<ChainedEvent[]>;

const PAGE = 2_000;
/** Default spacing of the checkpoints, in events. */
export const CHECKPOINT_EVERY = 10_000;

interface CheckpointRow {
  position: string | number;
  event_count: string | number;
  chain: string;
  digest: string;
}

export async function loadCheckpoints(db: Sql): Promise<LogCheckpoint[]> {
  const { rows } = await db.query<CheckpointRow>(`SELECT position, event_count, chain, digest FROM ${CHECKPOINTS} ORDER BY position`);
  return rows.map((row) => ({
    position: Number(row.position),
    eventCount: Number(row.event_count),
    chain: row.chain,
    digest: row.digest,
  }));
}

/**
 * Extends the checkpoints over the events written since the last one: one every `every` events, plus one at the
 * head when `atHead` (a verification ends with one, so the next run covers everything up to it). Only events
 * readers can see are folded (the store's gap-free rule), so a late commit never lands behind a checkpoint.
 * No lock and no long transaction (a transaction holding an id would hold every reader of the log back): two
 * processes extending at once compute the same cumulative values from the same start, and a position already
 * taken is skipped.
 */
export async function extendCheckpoints(
  db: Sql,
  read: ChainedLogReader,
  options: { every?: number; atHead?: boolean } = {},
): Promise<number> {
  const every = Math.max(1, options.every ?? CHECKPOINT_EVERY);
  const { rows } = await db.query<CheckpointRow>(
    `SELECT position, event_count, chain, digest FROM ${CHECKPOINTS} ORDER BY position DESC LIMIT 1`,
  );
  const last = rows[0];
  const fold = new LogFold(last ? { eventCount: Number(last.event_count), chain: last.chain } : null);
  let after = last ? Number(last.position) : 0;
  let segment = 0;
  let written = 0;
  for (;;) {
    const events = await read({ after, limit: PAGE });
    for (const event of events) {
      fold.add(event.hash);
      segment += 1;
      if (segment >= every) {
        await insertCheckpoint(db, fold.checkpoint(event.position));
        fold.resetTo(fold);
        segment = 0;
        written += 1;
      }
    }
    if (events.length > 0) after = events[events.length - 1].position;
    if (events.length < PAGE) break;
  }
  if (options.atHead && segment > 0) {
    await insertCheckpoint(db, fold.checkpoint(after));
    written += 1;
  }
  return written;
}

async function insertCheckpoint(db: Sql, checkpoint: LogCheckpoint): Promise<void> {
  await db.query(
    `INSERT INTO ${CHECKPOINTS} (position, event_count, chain, digest) VALUES ($1, $2, $3, $4) ON CONFLICT (position) DO NOTHING`,
    [checkpoint.position, checkpoint.eventCount, checkpoint.chain, checkpoint.digest],
  );
}
