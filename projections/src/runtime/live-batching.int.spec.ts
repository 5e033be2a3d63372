import type { RecordedEvent } from '@tutela/contracts';
import type { Database, Sql } from '../database/database';
import { InMemoryEventStore } from '../testing/in-memory-event-store';
import { testDatabases } from '../testing/test-databases';
import { ProjectionRuntime } from './projection-runtime';
import type { Projector } from './projector';
import { silentRuntimeLogger } from './runtime-logger';
import { appendMany } from './testing/event-fixtures';

/** Records the batches it is given and can hold the first one back, as a slow commit would. */
class BatchRecordingProjector implements Projector {
  readonly name = 'batches';
  readonly tables = ['batch_positions'];
  readonly handles = ['*'];
  readonly migrations = ['CREATE TABLE IF NOT EXISTS batch_positions (position bigint PRIMARY KEY)'];
  readonly batches: number[][] = [];
  gate: Promise<void> | null = null;

  async apply(): Promise<void> {
    throw new Error('the runtime must call applyBatch when a projector has it');
  }

  async applyBatch(events: readonly RecordedEvent[], tx: Sql): Promise<void> {
    this.batches.push(events.map((event) => event.position));
    if (this.gate) await this.gate;
    await tx.query('INSERT INTO batch_positions SELECT unnest($1::bigint[]) ON CONFLICT DO NOTHING', [
      events.map((event) => event.position),
    ]);
  }
}

describe.each(testDatabases())('live batches on $label', (factory) => {
  let db: Database;
  let store: InMemoryEventStore;
  let runtime: ProjectionRuntime;

  beforeEach(async () => {
    db = await factory.create();
    store = new InMemoryEventStore();
  });

  afterEach(async () => {
    await runtime.stop();
    await store.close();
    await db.close();
  });

  it('takes the events that arrived during a slow commit into the next batch, in order, up to batchSize', async () => {
    const projector = new BatchRecordingProjector();
    runtime = new ProjectionRuntime({ db, eventStore: store, projectors: [projector], logger: silentRuntimeLogger, batchSize: 50 });
    await runtime.start();
    let open: () => void = () => undefined;
    projector.gate = new Promise((resolve) => (open = resolve));
    await appendMany(store, 1);
    while (projector.batches.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    // The first batch is committing: 60 events arrive meanwhile, one append every few milliseconds.
    let head = 0;
    for (let i = 0; i < 60; i++) {
      head = await appendMany(store, 1);
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    projector.gate = null;
    open();
    expect(await runtime.waitForPosition(head, { timeoutMs: 10_000 })).toBe(true);

    expect(projector.batches.flat()).toEqual(Array.from({ length: 61 }, (_, i) => i + 1));
    // Not one transaction per append: the backlog goes in batches of at most 50.
    expect(projector.batches.map((batch) => batch.length)).toEqual([1, 50, 10]);
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM batch_positions');
    expect(rows[0].n).toBe(61);
  });
});
