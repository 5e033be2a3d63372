import type { RecordedEvent } from '@tutela/contracts';
import type { Database, Sql } from '../database/database';
import type { Projector } from './projector';

/** Thrown inside the search's transaction so that nothing it wrote is kept. */
class SearchOver extends Error {
  constructor(readonly found: RecordedEvent | null) {
    super('ricerca dell’evento non applicabile conclusa');
  }
}

/**
 * When `applyBatch` throws on a batch, which event is it? A batch is one statement (the activity log: one INSERT of
 * every row), so the error cannot say. The operator needs the event, and a retry reads up to 5,000 at once, so on
 * that failure path only the batch is applied again in halves, each under a savepoint, in a transaction that is
 * always rolled back: the first half that fails is split again, down to one event (a few statements per halving,
 * about 13 for 5,000 events). Null when every part applies on its own (the failure did not come from one event:
 * a lost connection, a lock timeout) or when the search itself fails.
 */
export async function findFailingEvent(
  db: Database,
  projector: Projector,
  handled: readonly RecordedEvent[],
): Promise<RecordedEvent | null> {
  const applyBatch = projector.applyBatch?.bind(projector);
  if (!applyBatch || handled.length < 2) return null;
  let savepoints = 0;
  /** Applies `events` under a savepoint; false (and nothing of them kept) when it throws. */
  const applies = async (tx: Sql, events: readonly RecordedEvent[]): Promise<boolean> => {
    const name = `failing_event_${++savepoints}`;
    await tx.query(`SAVEPOINT ${name}`);
    try {
      await applyBatch(events, tx);
      await tx.query(`RELEASE SAVEPOINT ${name}`);
      return true;
    } catch {
      await tx.query(`ROLLBACK TO SAVEPOINT ${name}`);
      return false;
    }
  };
  /** `events` are known to fail together, and everything before them is applied: narrows them down. */
  const search = async (tx: Sql, events: readonly RecordedEvent[]): Promise<RecordedEvent | null> => {
    if (events.length === 1) return events[0];
    const half = Math.ceil(events.length / 2);
    const [first, second] = [events.slice(0, half), events.slice(half)];
    if (!(await applies(tx, first))) return search(tx, first);
    if (!(await applies(tx, second))) return search(tx, second);
    return null;
  };
  try {
    await db.transaction(async (tx) => {
      throw new SearchOver(await search(tx, handled));
    });
  } catch (error) {
    if (error instanceof SearchOver) return error.found;
  }
  return null;
}
