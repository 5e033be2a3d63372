import type { Database } from '../database/database';
import { InMemoryEventStore } from '../testing/in-memory-event-store';
import { testDatabases } from '../testing/test-databases';
import { ProjectionRuntime, type ProjectionRuntimeOptions } from './projection-runtime';
import type { Projector } from './projector';
import { silentRuntimeLogger } from './runtime-logger';
import { appendMany, eventually, newEvent } from './testing/event-fixtures';
import { BatchRecordingProjector, checkpointOf, range, RecordingProjector } from './testing/recording-projector';
import { UnknownProjectorError } from './unknown-projector.error';

const FAST_RETRY = { initialDelayMs: 20, maxDelayMs: 80 };

describe.each(testDatabases())('ProjectionRuntime on $label', (factory) => {
  let db: Database;
  let store: InMemoryEventStore;
  const runtimes: ProjectionRuntime[] = [];

  const runtime = (projectors: Projector[], options: Partial<ProjectionRuntimeOptions> = {}) => {
    const created = new ProjectionRuntime({
      db,
      eventStore: store,
      projectors,
      logger: silentRuntimeLogger,
      retry: FAST_RETRY,
      ...options,
    });
    runtimes.push(created);
    return created;
  };
  const stateOf = async (target: ProjectionRuntime, name: string) =>
    (await target.status()).projectors.find((projector) => projector.name === name)!;

  beforeEach(async () => {
    db = await factory.create();
    store = new InMemoryEventStore();
  });

  afterEach(async () => {
    await Promise.all(runtimes.splice(0).map((created) => created.stop()));
    await store.close();
    await db.close();
  });

  it('commits rows and checkpoint together: a projector that throws mid-batch leaves neither, then retries', async () => {
    const failing = new RecordingProjector('failing');
    const healthy = new RecordingProjector('healthy');
    failing.failOn = (event) => event.position === 7;
    await appendMany(store, 10);
    const projections = runtime([failing, healthy], { batchSize: 5 });
    await projections.start();

    await eventually(async () => (await stateOf(projections, 'failing')).state === 'failed');
    await eventually(() => failing.attempts.filter((position) => position === 7).length >= 2);
    const checkpoint = (await checkpointOf(db, 'failing'))!;
    expect(checkpoint).toBeLessThan(7);
    // The rows written before the throw (including event 7's own) were rolled back with the checkpoint.
    expect(await failing.positions(db)).toEqual(range(1, checkpoint));
    const status = await stateOf(projections, 'failing');
    expect(status).toMatchObject({ position: checkpoint, lag: 10 - checkpoint });
    expect(status.lastError).toContain("guasto simulato all'evento 7");
    expect(await projections.waitForPosition(10, { timeoutMs: 2_000, projectors: ['healthy'] })).toBe(true);
    expect(await healthy.positions(db)).toEqual(range(1, 10));

    failing.failOn = null;
    expect(await projections.waitForPosition(10, { timeoutMs: 5_000 })).toBe(true);
    expect(await failing.positions(db)).toEqual(range(1, 10));
    expect(await stateOf(projections, 'failing')).toEqual({ name: 'failing', position: 10, lag: 0, state: 'running', lastError: null });
  });

  it('keeps the others going past an event one projector cannot apply, names that event in its status and log, lets read-your-writes answer without it, and recovers', async () => {
    const failing = new BatchRecordingProjector('failing');
    const healthy = new RecordingProjector('healthy');
    failing.failOn = (event) => event.position === 7;
    await appendMany(store, 10);
    const [poisoned] = await store.readAll({ after: 6, limit: 1 });
    const errors: Array<{ message: string; details?: Record<string, unknown> }> = [];
    const logger = {
      info: () => undefined,
      error: (message: string, details?: Record<string, unknown>) => errors.push({ message, details }),
    };
    const projections = runtime([failing, healthy], { logger });
    await projections.start();

    expect(await projections.waitForPosition(10, { timeoutMs: 5_000, projectors: ['healthy'] })).toBe(true);
    await eventually(async () => ((await stateOf(projections, 'failing')).failure?.attempts ?? 0) >= 2);
    const status = await stateOf(projections, 'failing');
    // The batch of ten failed as one statement; the status still names the one event it cannot apply.
    const event = { id: poisoned.id, type: poisoned.type, stream: poisoned.stream, position: 7 };
    expect(status).toMatchObject({
      state: 'failed',
      lag: 10 - status.position,
      failure: { event, since: expect.any(String), nextRetryAt: expect.any(String) },
    });
    expect(status.position).toBeLessThan(7);
    expect(Date.parse(status.failure!.nextRetryAt!)).toBeGreaterThanOrEqual(Date.parse(status.failure!.since));
    // One error line per failed attempt, with the event.
    const lines = errors.filter((line) => line.message.startsWith('Proiezione failing ferma'));
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines[0].message).toContain(`all'evento 7 (ThingHappened, ${poisoned.stream}, id ${poisoned.id})`);
    expect(lines[0].details).toMatchObject({ projector: 'failing', event, attempts: 1, error: expect.stringContaining('guasto simulato') });
    expect(lines[1].details).toMatchObject({ attempts: 2 });

    // Read-your-writes answers without the failed one, at once; a strict wait still waits.
    const later = await appendMany(store, 1);
    const asked = Date.now();
    expect(await projections.waitForPosition(later, { timeoutMs: 5_000, exceptFailed: true })).toBe(true);
    expect(Date.now() - asked).toBeLessThan(2_000);
    expect(await projections.waitForPosition(later, { timeoutMs: 50 })).toBe(false);

    failing.failOn = null;
    expect(await projections.waitForPosition(later, { timeoutMs: 5_000 })).toBe(true);
    expect(await stateOf(projections, 'failing')).toEqual({ name: 'failing', position: later, lag: 0, state: 'running', lastError: null });
    expect(await failing.positions(db)).toEqual(range(1, later));
    expect(await healthy.positions(db)).toEqual(range(1, later));
  });

  it('wakes a read-your-writes wait that skips failed projectors as soon as the one it waits for fails', async () => {
    const failing = new RecordingProjector('failing');
    // Alone, so that no other projector's commit wakes the waiters.
    const projections = runtime([failing], { retry: { initialDelayMs: 60_000, maxDelayMs: 60_000 } });
    await projections.start();
    failing.failOn = (event) => event.position === 1;
    const asked = Date.now();
    // Asked before the event exists, so only the failure itself can end this wait.
    const waiting = projections.waitForPosition(1, { timeoutMs: 5_000, exceptFailed: true });
    await appendMany(store, 1);
    expect(await waiting).toBe(true);
    expect(Date.now() - asked).toBeLessThan(2_000);
    expect((await stateOf(projections, 'failing')).failure).toMatchObject({ attempts: 1, event: { position: 1 } });
  });

  it('tells onCommit listeners what each projector committed; one with nothing to write moves only its checkpoint', async () => {
    const writing = new RecordingProjector('writing');
    const idle = new RecordingProjector('idle', ['NeverAppended']);
    const projections = runtime([writing, idle]);
    const committed: string[] = [];
    const stop = projections.onCommit((projector, events) =>
      committed.push(`${projector}:${events?.map((event) => event.position).join(',')}`),
    );
    await projections.start();
    const last = await appendMany(store, 3);
    expect(await projections.waitForPosition(last, { timeoutMs: 5_000 })).toBe(true);
    // Both committed every position (the idle one moved only its checkpoint), told by the time the wait ended.
    for (const name of ['writing', 'idle']) {
      const positions = committed
        .filter((entry) => entry.startsWith(`${name}:`))
        .flatMap((entry) => entry.split(':')[1].split(',').map(Number));
      expect(positions).toEqual(range(1, last));
    }
    expect(await checkpointOf(db, 'idle')).toBe(last);
    expect(await idle.positions(db)).toEqual([]);
    stop();
    await appendMany(store, 1);
    expect(await projections.waitForPosition(last + 1, { timeoutMs: 5_000 })).toBe(true);
    expect(committed.some((entry) => entry.endsWith(String(last + 1)))).toBe(false);
  });

  it('tells onWriting listeners when a batch is about to commit and when it has ended; a batch that failed before its commit tells nothing', async () => {
    const failing = new RecordingProjector('failing');
    failing.failOn = (event) => event.position === 2;
    const told: string[] = [];
    const projections = runtime([failing], { batchSize: 1 });
    // The window opens once the batch's rows are written (the projector has applied its event), not before.
    projections.onWriting((projector, writing) =>
      told.push(`${projector}:${writing ? `inizio dopo ${failing.attempts[failing.attempts.length - 1]}` : 'fine'}`),
    );
    projections.onCommit((projector, events) => told.push(`${projector}:commit ${events?.map((event) => event.position).join(',')}`));
    // Live batches first (each event as it comes), then the catch-up that retries the failed one.
    await projections.start();
    await appendMany(store, 1);
    await eventually(() => told.length >= 3);
    await appendMany(store, 1);
    await eventually(async () => (await stateOf(projections, 'failing')).state === 'failed');
    failing.failOn = null;
    expect(await projections.waitForPosition(2, { timeoutMs: 5_000 })).toBe(true);
    await eventually(() => told[told.length - 1] === 'failing:fine');
    // Event 2's failed attempts never reached their COMMIT: no other session could have seen anything of them.
    expect(told).toEqual([
      'failing:inizio dopo 1',
      'failing:commit 1',
      'failing:fine',
      'failing:inizio dopo 2',
      'failing:commit 2',
      'failing:fine',
    ]);
  });

  it('resumes from each checkpoint after a restart and applies nothing twice', async () => {
    await appendMany(store, 8);
    const first = runtime([new RecordingProjector('a')], { batchSize: 3 });
    await first.start();
    expect(await first.waitForPosition(8, { timeoutMs: 5_000 })).toBe(true);
    await first.stop();
    await appendMany(store, 4);

    const a = new RecordingProjector('a');
    const b = new RecordingProjector('b');
    const second = runtime([a, b], { batchSize: 3 });
    await second.start();
    expect(await second.waitForPosition(12, { timeoutMs: 5_000 })).toBe(true);
    expect(a.attempts).toEqual(range(9, 12));
    expect(b.attempts).toEqual(range(1, 12));
    expect(await a.positions(db)).toEqual(range(1, 12));
    expect(await b.positions(db)).toEqual(range(1, 12));
    expect(await checkpointOf(db, 'a')).toBe(12);
  });

  it('rebuilds at start-up only the projector whose version changed, once', async () => {
    await appendMany(store, 6);
    const first = runtime([new RecordingProjector('a'), new RecordingProjector('b')]);
    await first.start();
    expect(await first.waitForPosition(6, { timeoutMs: 5_000 })).toBe(true);
    await first.stop();
    await db.query('DELETE FROM a_rows WHERE position > 3'); // rows the new version must bring back

    const a = new RecordingProjector('a', ['*'], 2);
    const b = new RecordingProjector('b');
    const second = runtime([a, b]);
    await second.start();
    expect(await second.waitForPosition(6, { timeoutMs: 5_000 })).toBe(true);
    expect(a.attempts).toEqual(range(1, 6));
    expect(b.attempts).toEqual([]);
    expect(await a.positions(db)).toEqual(range(1, 6));
    expect((await db.query('SELECT version FROM projection_checkpoints WHERE name = $1', ['a'])).rows).toEqual([{ version: 2 }]);
    await second.stop();

    const again = new RecordingProjector('a', ['*'], 2);
    const third = runtime([again]);
    await third.start();
    expect(await third.waitForPosition(6, { timeoutMs: 5_000 })).toBe(true);
    expect(again.attempts).toEqual([]);
    expect(await again.positions(db)).toEqual(range(1, 6));
  });

  it('projects live events after the catch-up, and only the types a projector handles', async () => {
    await store.append('worker-x', [newEvent('WorkerCreated'), newEvent('WorkerUpdated')], { expectedRevision: 'no_stream' });
    await appendMany(store, 18);
    const all = new RecordingProjector('all');
    const created = new RecordingProjector('created-only', ['WorkerCreated']);
    const projections = runtime([all, created], { batchSize: 7 });
    await projections.start();
    expect(await projections.waitForPosition(20, { timeoutMs: 5_000 })).toBe(true);

    const { position } = await store.append('worker-x', [newEvent('WorkerCreated')], { expectedRevision: 1 });
    await appendMany(store, 4);
    expect(await projections.waitForPosition(25, { timeoutMs: 5_000 })).toBe(true);
    expect(await all.positions(db)).toEqual(range(1, 25));
    expect(await created.positions(db)).toEqual([1, position]);
    // Events it ignores still move its checkpoint, so its lag is 0.
    expect(await checkpointOf(db, 'created-only')).toBe(25);
    expect((await projections.status()).projectors.map((projector) => projector.lag)).toEqual([0, 0]);
  });

  it('answers waitForPosition: true once passed, false on timeout, per projector when asked', async () => {
    const fine = new RecordingProjector('fine');
    const broken = new RecordingProjector('broken');
    broken.failOn = (event) => event.position >= 3;
    const projections = runtime([fine, broken]);
    await projections.start();
    const written = await appendMany(store, 2);
    expect(await projections.waitForPosition(written, { timeoutMs: 5_000 })).toBe(true);
    expect(await projections.waitForPosition(written + 1, { timeoutMs: 50 })).toBe(false);

    const third = await appendMany(store, 1);
    expect(await projections.waitForPosition(third, { timeoutMs: 5_000, projectors: ['fine'] })).toBe(true);
    expect(await projections.waitForPosition(third, { timeoutMs: 100, projectors: ['broken'] })).toBe(false);
    expect(await projections.waitForPosition(third, { timeoutMs: 100 })).toBe(false);
    expect(await projections.waitForPosition(0, { timeoutMs: 0 })).toBe(true);
    expect(() => projections.waitForPosition(1, { timeoutMs: 10, projectors: ['nope'] })).toThrow(UnknownProjectorError);
  });

  it('reports head, position and lag, before start and while running', async () => {
    await appendMany(store, 5);
    const projections = runtime([new RecordingProjector('a')]);
    await projections.prepare();
    expect(await projections.status()).toEqual({
      headPosition: 5,
      projectors: [{ name: 'a', position: 0, lag: 5, state: 'stopped', lastError: null }],
    });
    await projections.start();
    expect(await projections.waitForPosition(5, { timeoutMs: 5_000 })).toBe(true);
    expect((await projections.status()).projectors[0]).toEqual({ name: 'a', position: 5, lag: 0, state: 'running', lastError: null });
  });

  it('resubscribes after the subscription drops, without skipping or repeating events', async () => {
    const a = new RecordingProjector('a');
    const projections = runtime([a]);
    await projections.start();
    await appendMany(store, 3);
    expect(await projections.waitForPosition(3, { timeoutMs: 5_000 })).toBe(true);
    await store.failSubscriptions(new Error('connessione persa'));
    await appendMany(store, 3);
    expect(await projections.waitForPosition(6, { timeoutMs: 5_000 })).toBe(true);
    expect(await a.positions(db)).toEqual(range(1, 6));
  });

  it('applies each event once even when two runtimes project into the same database', async () => {
    const first = new RecordingProjector('shared');
    const second = new RecordingProjector('shared');
    const one = runtime([first], { batchSize: 4 });
    const two = runtime([second], { batchSize: 4 });
    await one.start();
    await two.start();
    await appendMany(store, 30);
    await eventually(async () => (await checkpointOf(db, 'shared')) === 30);
    expect(await first.positions(db)).toEqual(range(1, 30));
  });
});
