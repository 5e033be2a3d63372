import type { Sql } from '@tutela/contracts';
import { GENESIS_HASH, expectedEventHash } from '../../shared/event-chain/event-chain';
import { toRecordedEvent, type EventRow } from './event-row.mapper';

const BATCH = 2_000;

/** Rows without a hash only exist on an installation that predates the chain (and while it is back-filled). */
export const UNCHAINED_INDEX = `CREATE INDEX IF NOT EXISTS events_unchained_idx ON events (stream, revision) WHERE hash IS NULL`;

const NEXT_UNCHAINED = `
  SELECT position, stream, revision, id, type, schema_version, data, metadata FROM events
   WHERE hash IS NULL AND (stream, revision) > ($1, $2)
   ORDER BY stream, revision LIMIT ${BATCH}`;

const SET_HASHES = `
  UPDATE events e SET prev_hash = u.prev_hash, hash = u.hash
    FROM unnest($1::bigint[], $2::text[], $3::text[]) AS u(position, prev_hash, hash)
   WHERE e.position = u.position`;

/**
 * Chains the events of an installation that predates the chain, stream by stream in revision order (so only one
 * stream's last hash is held in memory, whatever the size of the log). Runs inside the migration's transaction
 * and lock, before any append of this release; once done, the partial index is empty and the check costs one
 * probe at each start. Returns how many events it chained.
 */
export async function backfillEventChains(tx: Sql): Promise<number> {
  await tx.query(UNCHAINED_INDEX);
  let after: [string, number] = ['', -1];
  let last: { stream: string; revision: number; hash: string } | null = null;
  let chained = 0;
  for (;;) {
    const { rows } = await tx.query<EventRow>(NEXT_UNCHAINED, after);
    if (rows.length === 0) return chained;
    const positions: number[] = [];
    const previous: string[] = [];
    const hashes: string[] = [];
    for (const row of rows) {
      const event = toRecordedEvent(row);
      const follows = last !== null && last.stream === event.stream && last.revision === event.revision - 1;
      const prev = follows ? last!.hash : await storedPreviousHash(tx, event.stream, event.revision);
      const hash = expectedEventHash(prev, event);
      positions.push(event.position);
      previous.push(prev);
      hashes.push(hash);
      last = { stream: event.stream, revision: event.revision, hash };
    }
    await tx.query(SET_HASHES, [positions, previous, hashes]);
    chained += rows.length;
    const tail = rows[rows.length - 1];
    after = [tail.stream, Number(tail.revision)];
  }
}

/** The hash of revision-1 as stored (a stream whose older part was already chained), '' when it has none. */
async function storedPreviousHash(tx: Sql, stream: string, revision: number): Promise<string> {
  if (revision === 0) return GENESIS_HASH;
  const { rows } = await tx.query<{ hash: string | null }>('SELECT hash FROM events WHERE stream = $1 AND revision = $2', [
    stream,
    revision - 1,
  ]);
  return rows[0]?.hash ?? '';
}
