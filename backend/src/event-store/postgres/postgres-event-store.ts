import {
  IdempotencyMismatchError,
  IntervalConflictError,
  ReservationConflictError,
  WrongExpectedRevisionError,
  type AppendOptions,
  type AppendResult,
  type ChainedEvent,
  type EventStore,
  type NewEvent,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type SubscribeOptions,
  type Subscription,
  type Database,
  type BookedInterval,
  type IntervalConflict,
} from '@tutela/contracts';
import { validateAppendBatch, validateReservations } from '../append-batch.validation';
import { CatchUpSubscription, type CatchUpSettings } from './catch-up-subscription';
import { eventBodyHash } from '../../shared/event-chain/event-chain';
import { EVENT_COLUMNS, toChainedEvent, toRecordedEvent, type ChainedEventRow, type EventRow } from './event-row.mapper';
import { NotificationHub } from './notification-hub';
import { PostCommitNotifier } from './post-commit-notifier';
import { EVENTS_CHANNEL, ID_CLASH, migrateEventStore, type AppendOutcome } from './postgres-event-store.schema';
import { BOOKING_OVERLAP } from './stream-bookings.schema';
import { RESERVATION_HELD } from './stream-reservations.schema';

export type PostgresEventStoreOptions = Partial<CatchUpSettings>;

const DEFAULTS: CatchUpSettings = { batchSize: 500, pollIntervalMs: 500, maxReadRetries: 10 };
const MAX_REVISION = 2_147_483_647;
/** Sends of an append with reservations that PostgreSQL aborted as a deadlock (see appendReserving). */
const DEADLOCK_RETRIES = 3;

/**
 * Only events of transactions older than the oldest one still running: a position is taken before commit, so a
 * later position can commit first, and a reader that saw it would move its cursor past the earlier one for good.
 * Positions are handed out in transaction-id order (see the append function in the schema), so the events of
 * finished transactions are always a prefix of the log in position order. Evaluated once per statement
 * (InitPlan), from the statement's own snapshot.
 */
const VISIBLE = 'tx_id < (SELECT pg_snapshot_xmin(pg_current_snapshot()))';

/** Hot statements, prepared once per connection (the name must always carry the same text). */
const APPEND = {
  name: 'tutela_append',
  text: 'SELECT outcome, last_revision, last_position FROM tutela_append_events($1, $2, $3::jsonb)',
};
/** The same append with unique keys claimed and released in its transaction (stream-reservations.schema.ts). */
const APPEND_RESERVING = {
  name: 'tutela_append_reserving',
  text: 'SELECT outcome, last_revision, last_position FROM tutela_append_reserving($1, $2, $3::jsonb, $4::jsonb)',
};
const READ_ALL = {
  name: 'tutela_read_all',
  text: `SELECT ${EVENT_COLUMNS} FROM events WHERE position > $1 AND ${VISIBLE} ORDER BY position LIMIT $2`,
};
const READ_STREAM = {
  name: 'tutela_read_stream',
  text: `SELECT ${EVENT_COLUMNS} FROM events WHERE stream = $1 AND revision BETWEEN $2 AND $3 ORDER BY revision`,
};
const READ_CHAIN = {
  name: 'tutela_read_chain',
  text: `SELECT ${EVENT_COLUMNS}, prev_hash, hash FROM events WHERE stream = $1 ORDER BY revision`,
};
/** The verifier's pass over the log: the chain columns too, and only what readers may see (VISIBLE). */
const READ_ALL_CHAINED = {
  name: 'tutela_read_all_chained',
  text: `SELECT ${EVENT_COLUMNS}, prev_hash, hash FROM events WHERE position > $1 AND ${VISIBLE} ORDER BY position LIMIT $2`,
};
const HEAD = { name: 'tutela_head', text: `SELECT max(position) AS position FROM events WHERE ${VISIBLE}` };

interface AppendRow {
  outcome: AppendOutcome;
  last_revision: number | null;
  last_position: number | null;
}

/** The default event store: PostgreSQL server or embedded PGlite, same SQL. Does not own (close) the Database. */
export class PostgresEventStore implements EventStore {
  private readonly notifications: NotificationHub;
  private readonly notifier: PostCommitNotifier;
  private readonly subscriptions = new Set<CatchUpSubscription>();
  /** Highest position appended through this store: see CatchUpSubscription. */
  private lastAppended = 0;

  private constructor(
    private readonly db: Database,
    private readonly settings: CatchUpSettings,
  ) {
    this.notifications = new NotificationHub(db, EVENTS_CHANNEL);
    this.notifier = new PostCommitNotifier(db, EVENTS_CHANNEL);
  }

  /** Runs the idempotent migration, then returns the store. */
  static async create(db: Database, options: PostgresEventStoreOptions = {}): Promise<PostgresEventStore> {
    await migrateEventStore(db);
    return new PostgresEventStore(db, { ...DEFAULTS, ...options });
  }

  /**
   * One round trip in autocommit: the stream lock, the checks and the insert all run in tutela_append_events, and
   * the reservations, when there are any, after it in the same statement.
   */
  async append(stream: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult> {
    const { expectedRevision } = options;
    const batch = validateAppendBatch(stream, events, expectedRevision);
    const reservations = validateReservations(options.reservations);
    const payload = JSON.stringify(
      batch.map(({ id, type, schemaVersion = 1, data, metadata }) => ({
        id,
        type,
        schemaVersion,
        data,
        metadata,
        bodyHash: eventBodyHash({ id, stream, type, schemaVersion, data, metadata }),
      })),
    );
    const expected = expectedRevision === 'any' ? null : expectedRevision === 'no_stream' ? -1 : expectedRevision;
    let row: AppendRow;
    try {
      ({
        rows: [row],
      } = reservations.length
        ? await this.appendReserving([stream, expected, payload, JSON.stringify(reservations)])
        : await this.db.query<AppendRow>(APPEND.text, [stream, expected, payload], { name: APPEND.name }));
    } catch (error) {
      if (isUniqueViolation(error, RESERVATION_HELD)) throw reservationConflict(error);
      if (isViolation(error, '23P01', BOOKING_OVERLAP)) throw intervalConflict(stream, error);
      // Only ids after the first one already stored: a retry that does not match its original.
      if (isUniqueViolation(error, ID_CLASH)) throw new IdempotencyMismatchError(stream);
      // Backstop for writers that bypass the stream lock (an older process mid-upgrade takes the same lock).
      if (isUniqueViolation(error)) {
        throw new WrongExpectedRevisionError(stream, expectedRevision, await this.currentRevision(stream));
      }
      throw error;
    }
    switch (row.outcome) {
      case 'appended':
        this.committed(Number(row.last_position));
        return { nextRevision: Number(row.last_revision), position: Number(row.last_position) };
      // Idempotency first: a retry of an append that succeeded finds the stream already moved past it.
      case 'stored':
        return { nextRevision: Number(row.last_revision), position: Number(row.last_position) };
      case 'mismatch':
        throw new IdempotencyMismatchError(stream);
      case 'conflict': {
        const current = Number(row.last_revision);
        throw new WrongExpectedRevisionError(stream, expectedRevision, current < 0 ? 'no_stream' : current);
      }
      default:
        throw new Error(`Esito sconosciuto dell'append: ${String(row.outcome)}`);
    }
  }

  /**
   * Two appends booking several intervals each can wait on one another (each overlaps a row the other has just
   * inserted): PostgreSQL then aborts one with deadlock_detected. The whole statement rolled back, so it is sent
   * again, and now waits for the other's outcome like any racing booking.
   */
  private async appendReserving(params: unknown[]) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.db.query<AppendRow>(APPEND_RESERVING.text, params, { name: APPEND_RESERVING.name });
      } catch (error) {
        if (!isViolation(error, '40P01') || attempt >= DEADLOCK_RETRIES) throw error;
      }
    }
  }

  /** Not filtered by the xmin rule: a command handler must read its own stream's committed events at once. */
  async readStream(stream: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const from = Math.max(0, options.fromRevision ?? 0);
    const to = Math.min(MAX_REVISION, options.toRevision ?? MAX_REVISION);
    if (to < from) return [];
    const { rows } = await this.db.query<EventRow>(READ_STREAM.text, [stream, from, to], { name: READ_STREAM.name });
    return rows.map(toRecordedEvent);
  }

  async readAll({ after = 0, limit }: ReadAllOptions): Promise<RecordedEvent[]> {
    if (!(limit > 0)) return [];
    const { rows } = await this.db.query<EventRow>(READ_ALL.text, [after, Math.floor(limit)], { name: READ_ALL.name });
    return rows.map(toRecordedEvent);
  }

  async readChain(stream: string): Promise<ChainedEvent[]> {
    const { rows } = await this.db.query<ChainedEventRow>(READ_CHAIN.text, [stream], { name: READ_CHAIN.name });
    return rows.map(toChainedEvent);
  }

  /** The log in position order with the chain columns, for the audit verifier and the checkpoints. */
  async readAllChained({ after = 0, limit }: ReadAllOptions): Promise<ChainedEvent[]> {
    if (!(limit > 0)) return [];
    const { rows } = await this.db.query<ChainedEventRow>(READ_ALL_CHAINED.text, [after, Math.floor(limit)], {
      name: READ_ALL_CHAINED.name,
    });
    return rows.map(toChainedEvent);
  }

  async headPosition(): Promise<number> {
    const { rows } = await this.db.query<{ position: number | null }>(HEAD.text, [], { name: HEAD.name });
    return Number(rows[0]?.position ?? 0);
  }

  async subscribe(options: SubscribeOptions): Promise<Subscription> {
    const subscription = new CatchUpSubscription(
      (read) => this.readAll(read),
      options,
      this.settings,
      () => this.lastAppended,
    );
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

  /** Stops the subscriptions and waits for the last NOTIFY; the Database belongs to the caller and stays open. */
  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((subscription) => subscription.stop()));
    await this.notifier.idle();
  }

  /** This process's subscriptions wake at once; the others through NOTIFY, sent after the commit. */
  private committed(position: number): void {
    this.lastAppended = Math.max(this.lastAppended, position);
    for (const subscription of this.subscriptions) subscription.notify();
    this.notifier.signal();
  }

  private async currentRevision(stream: string): Promise<number | 'no_stream'> {
    const { rows } = await this.db.query<{ revision: number | null }>('SELECT max(revision) AS revision FROM events WHERE stream = $1', [
      stream,
    ]);
    const revision = rows[0]?.revision;
    return revision === null || revision === undefined ? 'no_stream' : Number(revision);
  }
}

/** The key and its holder, as tutela_apply_reservations puts them in the error's DETAIL. */
function reservationConflict(error: unknown): ReservationConflictError {
  const {
    scope = '',
    key = '',
    holder = null,
  } = JSON.parse((error as { detail?: string }).detail ?? '{}') as {
    scope?: string;
    key?: string;
    holder?: string | null;
  };
  return new ReservationConflictError(scope, key, holder);
}

/** Epoch milliseconds as tutela_apply_reservations reports a booking's bounds, in the port's ISO form. */
interface BookingJson extends Omit<BookedInterval, 'from' | 'to'> {
  from: number;
  to: number;
}

/** Every refused booking and the bookings in its way, as tutela_apply_reservations puts them in the DETAIL. */
function intervalConflict(stream: string, error: unknown): IntervalConflictError {
  const iso = (ms: number) => new Date(Number(ms)).toISOString();
  const raw = JSON.parse((error as { detail?: string }).detail ?? '[]') as Array<Omit<BookingJson, 'stream'> & { holders: BookingJson[] }>;
  const conflicts: IntervalConflict[] = raw.map(({ holders, ...requested }) => ({
    requested: { scope: requested.scope, key: requested.key, ref: requested.ref, from: iso(requested.from), to: iso(requested.to) },
    holders: holders.map((holder) => ({ ...holder, from: iso(holder.from), to: iso(holder.to) })),
  }));
  return new IntervalConflictError(stream, conflicts);
}

function isUniqueViolation(error: unknown, constraint?: string): boolean {
  return isViolation(error, '23505', constraint);
}

function isViolation(error: unknown, sqlState: string, constraint?: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint: violated } = error as { code?: unknown; constraint?: unknown };
  return code === sqlState && (constraint === undefined || violated === constraint);
}
