import {
  BACKWARDS,
  END,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  type AppendExpectedRevision,
  type EventData,
  type EventStoreDBClient,
  type Position,
  type ReadPosition,
} from '@eventstore/db-client';

interface StoredRecord {
  streamId: string;
  id: string;
  revision: bigint;
  type: string;
  isJson: true;
  created: Date;
  data: unknown;
  metadata: unknown;
  position: Position;
}

/**
 * A stand-in for the parts of EventStoreDBClient the adapter uses, with the server behaviour the adapter relies
 * on as far as the client's typings and documentation describe it: $all positions are sparse and shared with
 * system events, reads from a position include it, subscriptions start after it, idempotent replays (same ids,
 * same expected revision) succeed without a position, ANY does not deduplicate, a missing stream throws
 * StreamNotFoundError while iterating. It lets the contract suite exercise the adapter's mapping code; it is
 * not a substitute for running the suite against a real server (EVENTSTORE_URL).
 */
export class InMemoryEventStoreDbClient {
  private readonly log: StoredRecord[] = [];
  private nextCommit = 1_000n;
  private appended = 0;
  private readonly waiters = new Set<() => void>();

  constructor() {
    for (let i = 0; i < 3; i++) this.write('$stats-127.0.0.1:2113', '$statsCollected', crypto.randomUUID(), {});
  }

  asClient(): EventStoreDBClient {
    return this as unknown as EventStoreDBClient;
  }

  async appendToStream(stream: string, events: EventData[], options: { expectedRevision?: AppendExpectedRevision } = {}) {
    const expected = options.expectedRevision ?? 'any';
    const existing = this.log.filter((r) => r.streamId === stream);
    const current = existing.length ? existing[existing.length - 1].revision : undefined;
    const matched = existing.filter((r) => events.some((e) => e.id === r.id));
    if (expected !== 'any' && matched.length === events.length) {
      const before = matched[0].revision - 1n;
      if ((expected === 'no_stream' && before === -1n) || expected === before) {
        return { success: true, nextExpectedRevision: matched[matched.length - 1].revision, position: undefined };
      }
    }
    const conflict =
      (expected === 'no_stream' && current !== undefined) ||
      (typeof expected === 'bigint' && expected !== current) ||
      (expected === 'stream_exists' && current === undefined);
    if (conflict) {
      throw new WrongExpectedVersionError(undefined, { streamName: stream, expected, current: current ?? 'no_stream' });
    }
    let last: StoredRecord | undefined;
    for (const event of events) {
      last = this.write(stream, event.type, event.id, event.data, event.metadata);
      if (++this.appended % 4 === 0) this.write('$stats-127.0.0.1:2113', '$statsCollected', crypto.randomUUID(), {});
    }
    this.wake();
    return { success: true, nextExpectedRevision: last!.revision, position: last!.position };
  }

  readStream(stream: string, options: { fromRevision?: bigint | typeof START; maxCount?: number | bigint } = {}) {
    const from = typeof options.fromRevision === 'bigint' ? options.fromRevision : 0n;
    const max = Number(options.maxCount ?? Number.MAX_SAFE_INTEGER);
    const log = this.log;
    return (async function* () {
      const records = log.filter((r) => r.streamId === stream);
      if (records.length === 0) throw new StreamNotFoundError(undefined, stream);
      for (const record of records.filter((r) => r.revision >= from).slice(0, max)) yield { event: { ...record } };
    })();
  }

  readAll(options: { fromPosition?: ReadPosition; maxCount?: number | bigint; direction?: string } = {}) {
    const max = Number(options.maxCount ?? Number.MAX_SAFE_INTEGER);
    const from = options.fromPosition ?? (options.direction === BACKWARDS ? END : START);
    let records: StoredRecord[];
    if (options.direction === BACKWARDS) {
      const upTo = from === END ? this.nextCommit : from === START ? -1n : from.commit;
      records = this.log.filter((r) => r.position.commit <= upTo).reverse();
    } else {
      const atLeast = from === START ? 0n : from === END ? this.nextCommit : from.commit;
      records = this.log.filter((r) => r.position.commit >= atLeast);
    }
    const page = records.slice(0, max).map((record) => ({ event: { ...record }, commitPosition: record.position.commit }));
    return (async function* () {
      yield* page;
    })();
  }

  subscribeToAll(options: { fromPosition?: ReadPosition; filter?: unknown } = {}) {
    const from = options.fromPosition;
    const state = {
      after: from === undefined || from === START ? -1n : from === END ? this.nextCommit : from.commit,
      open: true,
      skipSystem: options.filter !== undefined,
    };
    return Object.assign(this.follow(state), {
      unsubscribe: async () => {
        state.open = false;
        this.wake();
      },
    });
  }

  private async *follow(state: { after: bigint; open: boolean; skipSystem: boolean }) {
    while (state.open) {
      const fresh = this.log.filter((r) => r.position.commit > state.after);
      for (const record of fresh) {
        if (!state.open) return;
        state.after = record.position.commit;
        if (state.skipSystem && record.type.startsWith('$')) continue;
        yield { event: { ...record }, commitPosition: record.position.commit };
      }
      if (fresh.length === 0) await new Promise<void>((resolve) => this.waiters.add(resolve));
    }
  }

  async dispose(): Promise<void> {
    this.wake();
  }

  private write(streamId: string, type: string, id: string, data: unknown, metadata?: unknown): StoredRecord {
    const revision = BigInt(this.log.filter((r) => r.streamId === streamId).length);
    // Sparse, like byte offsets in the transaction log.
    this.nextCommit += 137n;
    const record: StoredRecord = {
      streamId,
      id,
      revision,
      type,
      isJson: true,
      created: new Date(),
      // What goes over the wire is JSON text.
      data: JSON.parse(JSON.stringify(data ?? null)),
      metadata: metadata === undefined ? undefined : JSON.parse(JSON.stringify(metadata)),
      position: { commit: this.nextCommit, prepare: this.nextCommit },
    };
    this.log.push(record);
    return record;
  }

  private wake(): void {
    const waiters = [...this.waiters];
    this.waiters.clear();
    for (const resolve of waiters) resolve();
  }
}
