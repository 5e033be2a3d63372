import type { RecordedEvent } from '@tutela/contracts';
import type { Sql } from '../database/database';

/**
 * A projector turns events into rows of its own read-model tables. `apply` and `applyBatch` must be idempotent
 * and write only through `tx`: the runtime commits the writes and the checkpoint in the same transaction.
 */
export interface Projector {
  /** Unique, stable name: it keys the checkpoint. */
  readonly name: string;
  /**
   * Idempotent DDL (CREATE TABLE IF NOT EXISTS …), run in order at start-up, one statement per entry (PGlite
   * runs one statement per query). Avoid time-of-projection columns (now(), sequences as identity): a rebuild
   * must give exactly the same rows as live projection.
   */
  readonly migrations: readonly string[];
  /**
   * Version of the rows this projector writes (default 1). Bump it when a change to the migrations or the
   * handlers makes rows projected by the previous code wrong or incomplete (a new column filled from events):
   * at start-up the runtime then empties the tables and replays the log for this projector alone.
   */
  readonly version?: number;
  /** Tables this projector owns: truncated on rebuild, compared by the rebuild test. */
  readonly tables: readonly string[];
  /**
   * True when the projector never reads its own tables through their secondary indexes while projecting (an
   * append-only log, insert-only rows): a rebuild then drops those indexes and builds them once at the end.
   */
  readonly deferIndexesOnRebuild?: boolean;
  /** Event types it handles, or `'*'` for every type; other events only advance its checkpoint. */
  readonly handles: readonly string[];
  apply(event: RecordedEvent, tx: Sql): Promise<void>;
  /**
   * Applies a whole batch (the events it handles, in global order, all past its checkpoint) in the runtime's
   * transaction. When present the runtime calls it instead of `apply`: the projector folds the batch in memory
   * and writes each row once, a few statements per batch instead of several per event. It must leave exactly
   * the rows `apply` would leave event by event, whatever the batch boundaries (rebuild equals live).
   */
  applyBatch?(events: readonly RecordedEvent[], tx: Sql): Promise<void>;
}
