import type { RecordedEvent, Database } from '@tutela/contracts';
import { event, newStream, sleep, waitUntil } from '../event-store/testing/event-store-fixtures';
import { PostgresEventStore } from '../event-store/postgres/postgres-event-store';
import { topicFor, toOutgoingMessage } from './event-message.mapper';
import type { EventPublisher, OutgoingMessage } from './event-publisher';
import { EventRelay, type EventRelayOptions } from './event-relay';
import { startKafkaRelay } from './kafka-relay';
import { RelayCheckpointStore } from './relay-checkpoint.store';
import { emptyPglite } from '@tutela/projections/src/testing/test-databases';

class FakePublisher implements EventPublisher {
  readonly batches: OutgoingMessage[][] = [];
  failures = 0;
  calls = 0;
  /** Checkpoint seen at the start of each call: proves it never runs ahead of an acknowledgement. */
  readonly checkpointAtCall: number[] = [];
  closed = false;

  constructor(private readonly checkpoints?: RelayCheckpointStore) {}

  async publish(messages: readonly OutgoingMessage[]): Promise<void> {
    this.calls += 1;
    if (this.checkpoints) this.checkpointAtCall.push(await this.checkpoints.position());
    if (this.failures > 0) {
      this.failures -= 1;
      throw new Error('broker non raggiungibile');
    }
    this.batches.push([...messages]);
  }

  async close(): Promise<void> {
    this.closed = true;
  }

  get published(): OutgoingMessage[] {
    return this.batches.flat();
  }
}

const quietLogger = () => ({ info: jest.fn(), warn: jest.fn(), error: jest.fn() });
const FAST = { pollIntervalMs: 20, retryBaseMs: 10, retryMaxMs: 50, leaseMs: 3_000 } as const;

describe('Kafka relay', () => {
  // One embedded database for the file (opening PGlite is the slow part); each test gets its own checkpoint
  // row starting at the current head, so it only sees the events it appends itself.
  let db: Database;
  let store: PostgresEventStore;
  let checkpoints: RelayCheckpointStore;
  let head: number;
  let relayCount = 0;
  const relays: EventRelay[] = [];

  beforeAll(async () => {
    db = await emptyPglite();
    store = await PostgresEventStore.create(db);
  });
  afterAll(async () => {
    await store.close();
    await db.close();
  });
  beforeEach(async () => {
    checkpoints = await checkpointAtHead(`test-${relayCount++}`);
  });
  afterEach(async () => {
    await Promise.all(relays.splice(0).map((relay) => relay.stop()));
  });

  async function checkpointAtHead(name: string): Promise<RelayCheckpointStore> {
    head = await store.headPosition();
    const created = new RelayCheckpointStore(db, name);
    await created.migrate();
    await db.query('UPDATE kafka_relay_checkpoint SET position = $2 WHERE relay = $1', [name, head]);
    return created;
  }

  async function positions(): Promise<number[]> {
    return (await store.readAll({ after: head, limit: 100 })).map((e) => e.position);
  }

  function relay(publisher: EventPublisher, options: Partial<EventRelayOptions> = {}): EventRelay {
    const started = new EventRelay({ eventStore: store, checkpoints, publisher, logger: quietLogger(), ...FAST, ...options });
    relays.push(started);
    started.start();
    return started;
  }

  async function appendMany(stream: string, count: number, from = -1): Promise<RecordedEvent[]> {
    for (let i = 0; i < count; i++) {
      const revision = from + i;
      await store.append(stream, [event('Step', { i: revision + 1 })], { expectedRevision: revision < 0 ? 'no_stream' : revision });
    }
    return store.readStream(stream);
  }

  it('publishes every event in log order: topic per category, key = stream, envelope as value', async () => {
    const worker = await appendMany(newStream('worker'), 3);
    const job = await appendMany(newStream('job'), 2);
    const all = await positions();
    const publisher = new FakePublisher();
    relay(publisher);
    await waitUntil(() => publisher.published.length === 5, '5 messages');

    expect(publisher.published.map((m) => JSON.parse(m.value).position)).toEqual(all);
    const first = publisher.published.find((m) => m.key === worker[0].stream)!;
    expect(first).toEqual({
      topic: 'tutela.worker',
      key: worker[0].stream,
      value: JSON.stringify(worker[0]),
      headers: {
        'event-id': worker[0].id,
        'event-type': 'Step',
        'schema-version': '1',
        'stream-revision': '0',
        'global-position': String(worker[0].position),
      },
    });
    expect(publisher.published.filter((m) => m.topic === 'tutela.job').map((m) => m.key)).toEqual([job[0].stream, job[1].stream]);
    await expect(pollFor(() => checkpoints.position(), all[4])).resolves.toBe(all[4]);
  });

  it('advances the checkpoint only after the publisher acknowledged, and retries the same events after a failure', async () => {
    await appendMany(newStream('examination'), 4);
    const all = await positions();
    const publisher = new FakePublisher(checkpoints);
    publisher.failures = 2;
    // Two events per chunk: the second chunk is published only once the first is checkpointed.
    const oneEventBytes = Buffer.byteLength(toOutgoingMessage((await store.readAll({ after: head, limit: 1 }))[0]).value) + 300;
    relay(publisher, { maxChunkBytes: oneEventBytes * 2 });
    await waitUntil(() => publisher.published.length === 4, '4 messages');
    await expect(pollFor(() => checkpoints.position(), all[3])).resolves.toBe(all[3]);

    expect(publisher.calls).toBe(4);
    expect(publisher.checkpointAtCall).toEqual([head, head, head, all[1]]);
    expect(publisher.batches.map((batch) => batch.map((m) => JSON.parse(m.value).position))).toEqual([
      [all[0], all[1]],
      [all[2], all[3]],
    ]);
  });

  it('keeps the checkpoint at the last acknowledged chunk when a later chunk fails', async () => {
    await appendMany(newStream('dvr'), 4);
    const all = await positions();
    let calls = 0;
    const failing: EventPublisher = {
      async publish() {
        calls += 1;
        if (calls > 1) throw new Error('broker giù');
      },
    };
    const oneEventBytes = Buffer.byteLength(toOutgoingMessage((await store.readAll({ after: head, limit: 1 }))[0]).value) + 300;
    relay(failing, { maxChunkBytes: oneEventBytes * 2 });
    await waitUntil(() => calls >= 4, 'retries');
    expect(await checkpoints.position()).toBe(all[1]);
  });

  it('resumes from its checkpoint after a restart, without republishing', async () => {
    const stream = newStream('customer');
    await appendMany(stream, 3);
    const first = new FakePublisher();
    const before = relay(first);
    await waitUntil(() => first.published.length === 3, 'first run');
    await before.stop();

    await appendMany(stream, 2, 2);
    const second = new FakePublisher();
    relay(second);
    await waitUntil(() => second.published.length === 2, 'second run');
    await sleep(100);
    expect(second.published.map((m) => JSON.parse(m.value).revision)).toEqual([3, 4]);
  });

  it('lets one replica publish at a time and hands over on stop', async () => {
    const stream = newStream('worker');
    await appendMany(stream, 2);
    const a = new FakePublisher();
    const b = new FakePublisher();
    const relayA = relay(a, { owner: 'replica-a' });
    await waitUntil(() => a.published.length === 2, 'replica a');
    relay(b, { owner: 'replica-b' });
    await appendMany(stream, 2, 1);
    await waitUntil(() => a.published.length === 4, 'replica a again');
    expect(b.calls).toBe(0);

    await relayA.stop();
    await appendMany(stream, 1, 3);
    await waitUntil(() => b.published.length === 1, 'replica b');
    expect(JSON.parse(b.published[0].value).revision).toBe(4);
  });

  it('is started and stopped by startKafkaRelay, publishing live commits', async () => {
    const publisher = new FakePublisher();
    const logger = quietLogger();
    await checkpointAtHead('started');
    const stop = await startKafkaRelay({
      brokers: ' localhost:9092 , ',
      name: 'started',
      eventStore: store,
      db,
      logger,
      publisher,
      tuning: { pollIntervalMs: 5_000 },
    });
    try {
      await sleep(50);
      await appendMany(newStream('chat'), 1);
      // Far sooner than the 5 s poll: the NOTIFY woke it.
      await waitUntil(() => publisher.published.length === 1, 'live message', 2_000);
    } finally {
      await stop();
    }
    expect(publisher.closed).toBe(true);
    expect(logger.info).toHaveBeenCalledWith({ brokers: ['localhost:9092'] }, 'Relay Kafka avviato');
    await expect(startKafkaRelay({ brokers: ' , ', eventStore: store, db, logger })).rejects.toThrow(/KAFKA_BROKERS/);
  });

  it('names topics after the stream category', () => {
    expect(topicFor('worker-0b9a')).toBe('tutela.worker');
    expect(topicFor('Visita Medica-1', 'acme')).toBe('acme.visita_medica');
    expect(topicFor('nodash')).toBe('tutela.nodash');
  });
});

async function pollFor(read: () => Promise<number>, expected: number, timeoutMs = 5_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (value !== expected && Date.now() < deadline) {
    await sleep(10);
    value = await read();
  }
  return value;
}
