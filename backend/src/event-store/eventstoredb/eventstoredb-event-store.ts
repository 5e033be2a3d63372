import {
  BACKWARDS,
  END,
  EventStoreDBClient,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  type AppendExpectedRevision,
  type RecordedEvent as EsdbRecordedEvent,
} from '@eventstore/db-client';
import {
  IdempotencyMismatchError,
  WrongExpectedRevisionError,
  isIntervalChange,
  type KeyReservationChange,
  type ReservationChange,
  type AppendOptions,
  type AppendResult,
  type ChainedEvent,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type SubscribeOptions,
  type Subscription,
  type Database,
} from '@tutela/contracts';
import { InvalidAppendError, validateAppendBatch, validateReservations } from '../append-batch.validation';
import { GENESIS_HASH, chainHash, eventBodyHash } from '../../shared/event-chain/event-chain';
import { fromEsdbChainedEvent, fromEsdbEvent, toEsdbPosition, toEventData } from './eventstoredb-event.mapper';
import { subscribeToAllEvents } from './eventstoredb-subscription';
import { ReservationLedger } from './reservation-ledger';

/**
 * Booked intervals (IntervalReservationChange) are not kept by this adapter yet: the ReservationLedger's two steps
 * around the append hold unique keys only. An append booking an interval is refused before anything is written,
 * never let through unchecked: no double booking is guaranteed by the PostgreSQL and PGlite stores only.
 */
export const INTERVALS_NOT_KEPT =
  "prenotazioni di intervalli non supportate dall'adattatore EventStoreDB (rifiutate con InvalidAppendError): solo PostgreSQL e PGlite";

function keyReservations(changes: readonly ReservationChange[]): KeyReservationChange[] {
  if (changes.some(isIntervalChange)) {
    throw new InvalidAppendError(
      'EventStoreDbEventStore: prenotazioni di intervalli (book/unbook) non supportate su EventStoreDB; usare lo store PostgreSQL/PGlite',
    );
  }
  return changes as KeyReservationChange[];
}

/** Page size when scanning $all: system events share the pages, so a page can yield fewer of ours. */
const SCAN_PAGE = 256;
/** Appends with 'any' that lost a race re-read the stream and chain again, this many times at most. */
const ANY_RETRIES = 10;

/**
 * EventStoreDB / KurrentDB adapter (EVENTSTORE_URL). Positions are $all commit positions. Needs a server from
 * 22.6 on, where stream reads carry positions too.
 */
export class EventStoreDbEventStore implements EventStore {
  private readonly ledger: ReservationLedger | null;

  /**
   * `reservationsDb`: where the unique keys of AppendOptions.reservations are kept (the read-model database; see
   * ReservationLedger). Without it an append asking for reservations is refused rather than let through unchecked.
   */
  constructor(
    private readonly client: EventStoreDBClient,
    reservationsDb?: Database,
  ) {
    this.ledger = reservationsDb ? new ReservationLedger(reservationsDb, (stream, id) => this.hasEvent(stream, id)) : null;
  }

  /** `url`: an `esdb://` / `kurrentdb://` connection string. The gRPC channel opens lazily on first use. */
  static connect(url: string, reservationsDb?: Database): EventStoreDbEventStore {
    return new EventStoreDbEventStore(EventStoreDBClient.connectionString(url), reservationsDb);
  }

  /**
   * The chain needs the stream's last hash, and the stream is read first anyway (see storedResult). The append
   * then expects exactly the revision that was read, so a concurrent append makes it fail instead of forking
   * the chain; with 'any' it is retried on a fresh read.
   */
  async append(stream: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult> {
    const { expectedRevision } = options;
    const batch = validateAppendBatch(stream, events, expectedRevision);
    const reservations = keyReservations(validateReservations(options.reservations));
    const ledger = this.reservationLedger(reservations);
    // The changes are marked under the batch's first event id: a retry of the batch finds its own marks.
    const marker = batch[0].id;
    for (let attempt = 1; ; attempt++) {
      // The server only recognises a replay sent with the original expected revision (and with ANY only while
      // the ids are in its cache); a batch mixing stored and new ids at the current revision would be written.
      const current = await this.readChain(stream);
      const stored = storedResult(stream, current, batch);
      if (stored) {
        // Written by an earlier try that did not live to settle its keys: settle them now; no change is applied again.
        await ledger?.settle(stream, marker);
        return stored;
      }
      await ledger?.prepare(stream, marker, reservations);
      const head = current.at(-1);
      let previousHash = head ? (head.hash ?? '') : GENESIS_HASH;
      const data = batch.map((event, index) => {
        const revision = (head?.revision ?? -1) + 1 + index;
        const hash = chainHash(previousHash, revision, eventBodyHash({ ...event, stream, schemaVersion: event.schemaVersion ?? 1 }));
        const link = { previousHash, hash };
        previousHash = hash;
        return toEventData(event, link);
      });
      const expected = expectedRevision === 'any' ? (head ? head.revision : 'no_stream') : expectedRevision;
      let failure: WrongExpectedRevisionError;
      try {
        const result = await this.client.appendToStream(stream, data, { expectedRevision: toEsdbExpected(expected) });
        if (result.success) {
          await ledger?.settle(stream, marker);
          const nextRevision = Number(result.nextExpectedRevision);
          // An idempotent replay may come back without a position: look the last event up.
          const position = result.position ? Number(result.position.commit) : await this.positionOf(stream, nextRevision);
          return { nextRevision, position };
        }
        // Connection strings with throwOnAppendFailure=false report conflicts this way.
        failure = new WrongExpectedRevisionError(stream, expectedRevision, toActual(result.nextExpectedRevision));
      } catch (error) {
        if (!(error instanceof WrongExpectedVersionError)) {
          if (ledger) await this.afterUnknownOutcome(ledger, stream, marker);
          throw error;
        }
        failure = new WrongExpectedRevisionError(stream, expectedRevision, toActual(error.actualVersion));
      }
      // A concurrent replay of the same batch may have won the race: still a no-op for this caller.
      const storedMeanwhile = await this.storedMeanwhile(stream, batch, ledger, marker);
      if (storedMeanwhile) {
        await ledger?.settle(stream, marker);
        return storedMeanwhile;
      }
      // Refused by the server and not written by anyone: the marked changes are taken back.
      await ledger?.abandon(stream, marker);
      if (expectedRevision !== 'any' || attempt >= ANY_RETRIES) throw failure;
    }
  }

  async readChain(stream: string): Promise<ChainedEvent[]> {
    const events: ChainedEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(stream, { fromRevision: 0n })) {
        const event = fromEsdbChainedEvent(resolved.event, resolved.commitPosition);
        if (event) events.push(event);
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  async readStream(stream: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const from = Math.max(0, options.fromRevision ?? 0);
    const to = options.toRevision;
    if (to !== undefined && to < from) return [];
    const events: RecordedEvent[] = [];
    try {
      const read = this.client.readStream(stream, {
        fromRevision: BigInt(from),
        ...(to === undefined ? {} : { maxCount: to - from + 1 }),
      });
      for await (const resolved of read) {
        const event = fromEsdbEvent(resolved.event, resolved.commitPosition);
        if (event) events.push(event);
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  async readAll(options: ReadAllOptions): Promise<RecordedEvent[]> {
    return this.scanAll(options, fromEsdbEvent);
  }

  /** The log with the chain links, for the audit verifier and its checkpoints. */
  async readAllChained(options: ReadAllOptions): Promise<ChainedEvent[]> {
    return this.scanAll(options, fromEsdbChainedEvent);
  }

  private async scanAll<T extends RecordedEvent>(
    { after = 0, limit }: ReadAllOptions,
    map: (event: EsdbRecordedEvent | undefined, commitPosition?: bigint) => T | undefined,
  ): Promise<T[]> {
    const events: T[] = [];
    let cursor = after;
    while (events.length < limit) {
      let scanned = 0;
      // Reads from a position include the event at it: `> cursor` drops it and anything seen on the last page.
      const page = this.client.readAll({ fromPosition: cursor > 0 ? toEsdbPosition(cursor) : START, maxCount: SCAN_PAGE });
      let lastScanned = cursor;
      for await (const resolved of page) {
        scanned += 1;
        const commit = Number(resolved.event?.position.commit ?? resolved.commitPosition ?? 0n);
        lastScanned = Math.max(lastScanned, commit);
        const event = map(resolved.event, resolved.commitPosition);
        if (!event || event.position <= cursor) continue;
        events.push(event);
        if (events.length === limit) break;
      }
      if (events.length === limit || scanned < SCAN_PAGE || lastScanned === cursor) break;
      cursor = lastScanned;
    }
    return events;
  }

  async headPosition(): Promise<number> {
    let from: ReturnType<typeof toEsdbPosition> | typeof END = END;
    for (;;) {
      let scanned = 0;
      let oldest: bigint | undefined;
      for await (const resolved of this.client.readAll({ direction: BACKWARDS, fromPosition: from, maxCount: SCAN_PAGE })) {
        scanned += 1;
        const event = fromEsdbEvent(resolved.event, resolved.commitPosition);
        if (event) return event.position;
        oldest = resolved.event?.position.commit ?? resolved.commitPosition ?? oldest;
      }
      if (scanned < SCAN_PAGE || oldest === undefined || oldest <= 0n) return 0;
      from = { commit: oldest - 1n, prepare: oldest - 1n };
    }
  }

  async subscribe(options: SubscribeOptions): Promise<Subscription> {
    return subscribeToAllEvents(this.client, options);
  }

  async close(): Promise<void> {
    await this.client.dispose();
  }

  /** storedResult after a refused append; a batch found half stored (IdempotencyMismatchError) takes its marks back. */
  private async storedMeanwhile(stream: string, batch: NewEvent[], ledger: ReservationLedger | null, marker: string) {
    const current = await this.readChain(stream);
    try {
      return storedResult(stream, current, batch);
    } catch (error) {
      await ledger?.abandon(stream, marker);
      throw error;
    }
  }

  /** The ledger for an append asking for reservations; refused when the store was built without one. */
  private reservationLedger(reservations: readonly KeyReservationChange[]): ReservationLedger | null {
    if (reservations.length === 0) return null;
    if (!this.ledger) throw new Error('EventStoreDbEventStore senza database delle riserve: chiavi uniche non garantite');
    return this.ledger;
  }

  /**
   * The append failed without the server's answer (a dropped connection, a timeout): it may have been written.
   * The log decides; when it cannot be read either, the marks stay for the next claim of those keys to decide.
   */
  private async afterUnknownOutcome(ledger: ReservationLedger, stream: string, marker: string): Promise<void> {
    const written = await this.hasEvent(stream, marker).catch(() => null);
    if (written === true) await ledger.settle(stream, marker);
    else if (written === false) await ledger.abandon(stream, marker);
  }

  private async hasEvent(stream: string, eventId: string): Promise<boolean> {
    return (await this.readStream(stream)).some((event) => event.id === eventId);
  }

  private async positionOf(stream: string, revision: number): Promise<number> {
    const [event] = await this.readStream(stream, { fromRevision: revision, toRevision: revision });
    return event?.position ?? 0;
  }
}

function toEsdbExpected(expected: ExpectedRevision): AppendExpectedRevision {
  if (expected === 'no_stream' || expected === 'any') return expected; // the client's NO_STREAM / ANY constants
  return BigInt(expected);
}

function toActual(current: bigint | string): number | 'no_stream' {
  return typeof current === 'bigint' && current >= 0n ? Number(current) : 'no_stream';
}

/** Stored result when every id of the batch is already in the stream; throws when only some are. */
function storedResult(stream: string, current: readonly RecordedEvent[], batch: NewEvent[]): AppendResult | undefined {
  const ids = new Set(batch.map((event) => event.id));
  const stored = current.filter((event) => ids.has(event.id));
  if (stored.length === 0) return undefined;
  if (stored.length < ids.size) throw new IdempotencyMismatchError(stream);
  const last = stored[stored.length - 1];
  return { nextRevision: last.revision, position: last.position };
}
