import {
  IdempotencyMismatchError,
  WrongExpectedRevisionError,
  type AppendOptions,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type SubscribeOptions,
  type Subscription,
} from '@tutela/contracts';
import type { Database, Sql } from '@tutela/projections';
import { validateAppendBatch } from '../append-batch.validation';
import { CatchUpSubscription, type CatchUpSettings } from './catch-up-subscription';
import { EVENT_COLUMNS, toRecordedEvent, type EventRow } from './event-row.mapper';
import { NotificationHub } from './notification-hub';
import {
  EVENTS_CHANNEL,
  LOCK_NAMESPACE,
  LOCK_POSITION_ORDER,
  migrateEventStore,
} from './postgres-event-store.schema';

export type PostgresEventStoreOptions = Partial<CatchUpSettings>;

const DEFAULTS: CatchUpSettings = { batchSize: 500, pollIntervalMs: 500, maxReadRetries: 10 };
const MAX_REVISION = 2_147_483_647;

/**
 * Only events of transactions older than the oldest one still running: a position (bigserial) is taken before
 * commit, so a later position can commit first, and a reader that saw it would move its cursor past the
 * earlier one for good. Evaluated once per statement (InitPlan), from the statement's own snapshot.
 */
const VISIBLE = 'tx_id < (SELECT pg_snapshot_xmin(pg_current_snapshot()))';

/**
 * Serialises appends to one stream while other streams append concurrently. An advisory lock rather than a
 * row lock on a `streams` table on purpose: a row lock gives the transaction its id right away, and the id
 * must be taken only in the ordered step below (see INSERT_IN_ORDER).
 */
const LOCK_STREAM = 'SELECT pg_advisory_xact_lock(hashtextextended($1, 0))';

/** Current last revision and the already-stored events among the batch's ids, in one round trip. */
const STREAM_STATE = `
  SELECT
    (SELECT max(revision) FROM events WHERE stream = $1) AS revision,
    (SELECT coalesce(jsonb_agg(jsonb_build_object('revision', revision, 'position', position) ORDER BY revision), '[]')
       FROM events
      WHERE stream = $1 AND id IN (SELECT jsonb_array_elements_text($2::jsonb)::uuid)) AS stored`;

/**
 * The xmin rule above only keeps readers gap-free if transaction ids are handed out in the same order as
 * positions; otherwise an append with an older id but a newer position can become visible while an earlier
 * position is still in flight. So the transaction id (the `tx_id` default) and the positions (bigserial) are
 * both taken under one short global lock, held for this statement only, not until commit: commits, and
 * their fsyncs, stay concurrent. The lock is taken in a CTE the insert joins, so it precedes the first row;
 * the unlock runs after the aggregate has consumed every inserted row. NOTIFY fires at commit.
 */
const INSERT_IN_ORDER = `
  WITH ordered AS (SELECT pg_advisory_lock(${LOCK_NAMESPACE}, ${LOCK_POSITION_ORDER}) AS locked),
  written AS (
    INSERT INTO events (stream, revision, id, type, schema_version, data, metadata)
    SELECT $1, $2::int + e.ord::int - 1, (e.ev->>'id')::uuid, e.ev->>'type', (e.ev->>'schemaVersion')::int,
           e.ev->'data', e.ev->'metadata'
      FROM ordered, jsonb_array_elements($3::jsonb) WITH ORDINALITY AS e(ev, ord)
     ORDER BY e.ord
    RETURNING position, revision
  )
  SELECT max(position) AS position, max(revision) AS revision,
         pg_advisory_unlock(${LOCK_NAMESPACE}, ${LOCK_POSITION_ORDER}) AS unlocked,
         pg_notify('${EVENTS_CHANNEL}', max(position)::text) AS notified
    FROM written`;

interface StreamStateRow {
  revision: number | null;
  stored: Array<{ revision: number; position: number }>;
}

/** The default event store: PostgreSQL server or embedded PGlite, same SQL. Does not own (close) the Database. */
export class PostgresEventStore implements EventStore {
  private readonly notifications: NotificationHub;
  private readonly subscriptions = new Set<CatchUpSubscription>();

  private constructor(
    private readonly db: Database,
    private readonly settings: CatchUpSettings,
  ) {
    this.notifications = new NotificationHub(db, EVENTS_CHANNEL);
  }

  /** Runs the idempotent migration, then returns the store. */
  static async create(db: Database, options: PostgresEventStoreOptions = {}): Promise<PostgresEventStore> {
    await migrateEventStore(db);
    return new PostgresEventStore(db, { ...DEFAULTS, ...options });
  }

  async append(stream: string, events: NewEvent[], { expectedRevision }: AppendOptions): Promise<AppendResult> {
    const batch = validateAppendBatch(stream, events, expectedRevision);
    const ids = JSON.stringify(batch.map((event) => event.id));
    const payload = JSON.stringify(
      batch.map(({ id, type, schemaVersion, data, metadata }) => ({ id, type, schemaVersion, data, metadata })),
    );
    try {
      return await this.db.transaction(async (tx) => {
        // Separate statement: in READ COMMITTED the next statement's snapshot is taken after the lock is held.
        await tx.query(LOCK_STREAM, [stream]);
        const { rows } = await tx.query<StreamStateRow>(STREAM_STATE, [stream, ids]);
        const { revision, stored } = rows[0];
        // Idempotency first: a retry of an append that succeeded finds the stream already moved past it.
        if (stored.length === batch.length) {
          const last = stored[stored.length - 1];
          return { nextRevision: last.revision, position: last.position };
        }
        if (stored.length > 0) throw new IdempotencyMismatchError(stream);
        assertExpectedRevision(stream, expectedRevision, revision ?? -1);
        return insertInOrder(tx, stream, (revision ?? -1) + 1, payload);
      });
    } catch (error) {
      // Backstop: the stream lock makes this unreachable for writers that go through this class.
      if (isUniqueViolation(error)) {
        throw new WrongExpectedRevisionError(stream, expectedRevision, await this.currentRevision(stream));
      }
      throw error;
    }
  }

  /** Not filtered by the xmin rule: a command handler must read its own stream's committed events at once. */
  async readStream(stream: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const from = Math.max(0, options.fromRevision ?? 0);
    const to = Math.min(MAX_REVISION, options.toRevision ?? MAX_REVISION);
    if (to < from) return [];
    const { rows } = await this.db.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM events WHERE stream = $1 AND revision BETWEEN $2 AND $3 ORDER BY revision`,
      [stream, from, to],
    );
    return rows.map(toRecordedEvent);
  }

  async readAll({ after = 0, limit }: ReadAllOptions): Promise<RecordedEvent[]> {
    if (!(limit > 0)) return [];
    const { rows } = await this.db.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM events WHERE position > $1 AND ${VISIBLE} ORDER BY position LIMIT $2`,
      [after, Math.floor(limit)],
    );
    return rows.map(toRecordedEvent);
  }

  async headPosition(): Promise<number> {
    const { rows } = await this.db.query<{ position: number | null }>(
      `SELECT max(position) AS position FROM events WHERE ${VISIBLE}`,
    );
    return Number(rows[0]?.position ?? 0);
  }

  async subscribe(options: SubscribeOptions): Promise<Subscription> {
    const subscription = new CatchUpSubscription((read) => this.readAll(read), options, this.settings);
    // LISTEN before the first read, so a commit between catch-up and live cannot go unnoticed.
    const unlisten = await this.notifications.add(subscription.notify);
    this.subscriptions.add(subscription);
    subscription.start(async () => {
      this.subscriptions.delete(subscription);
      // A failed UNLISTEN only leaves a listener on a connection the pool will recycle: not worth failing stop().
      await unlisten().catch(() => undefined);
    });
    return subscription;
  }

  /** Stops the subscriptions; the Database belongs to the caller and stays open. */
  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((subscription) => subscription.stop()));
  }

  private async currentRevision(stream: string): Promise<number | 'no_stream'> {
    const { rows } = await this.db.query<{ revision: number | null }>(
      'SELECT max(revision) AS revision FROM events WHERE stream = $1',
      [stream],
    );
    const revision = rows[0]?.revision;
    return revision === null || revision === undefined ? 'no_stream' : Number(revision);
  }
}

function assertExpectedRevision(stream: string, expected: ExpectedRevision, current: number): void {
  if (expected === 'any') return;
  const actual = current < 0 ? 'no_stream' : current;
  if (expected === 'no_stream' ? current >= 0 : expected !== current) {
    throw new WrongExpectedRevisionError(stream, expected, actual);
  }
}

async function insertInOrder(tx: Sql, stream: string, firstRevision: number, payload: string): Promise<AppendResult> {
  // The ordering lock is session-level (released mid-transaction on purpose): if the statement fails after
  // taking it, the pooled connection would keep it forever. The savepoint lets us release it and rethrow.
  await tx.query('SAVEPOINT tutela_append');
  try {
    const { rows } = await tx.query<{ position: number; revision: number }>(INSERT_IN_ORDER, [
      stream,
      firstRevision,
      payload,
    ]);
    return { nextRevision: Number(rows[0].revision), position: Number(rows[0].position) };
  } catch (error) {
    try {
      await tx.query('ROLLBACK TO SAVEPOINT tutela_append');
      await tx.query('SELECT pg_advisory_unlock($1, $2)', [LOCK_NAMESPACE, LOCK_POSITION_ORDER]);
    } catch {
      // Only a broken connection fails here, and a closed session has released its locks already.
    }
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
