import { IdempotencyMismatchError, WrongExpectedRevisionError, type RecordedEvent } from '@tutela/contracts';
import { eventually, newEvent } from '../runtime/testing/event-fixtures';
import { InMemoryEventStore } from './in-memory-event-store';

describe('InMemoryEventStore', () => {
  it('enforces expected revisions', async () => {
    const store = new InMemoryEventStore();
    await store.append('worker-1', [newEvent('WorkerCreated')], { expectedRevision: 'no_stream' });
    await expect(store.append('worker-1', [newEvent('WorkerUpdated')], { expectedRevision: 'no_stream' })).rejects.toBeInstanceOf(
      WrongExpectedRevisionError,
    );
    await expect(store.append('worker-1', [newEvent('WorkerUpdated')], { expectedRevision: 1 })).rejects.toBeInstanceOf(
      WrongExpectedRevisionError,
    );
    const result = await store.append('worker-1', [newEvent('WorkerUpdated'), newEvent('WorkerUpdated')], { expectedRevision: 0 });
    expect(result).toEqual({ nextRevision: 2, position: 3 });
    await store.append('worker-1', [newEvent('WorkerUpdated')], { expectedRevision: 'any' });
    expect((await store.readStream('worker-1', { fromRevision: 1, toRevision: 2 })).map((e) => e.revision)).toEqual([1, 2]);
  });

  it('treats re-appending the same ids as a no-op and a partial overlap as a mismatch', async () => {
    const store = new InMemoryEventStore();
    const events = [newEvent('WorkerCreated'), newEvent('WorkerUpdated')];
    const first = await store.append('worker-1', events, { expectedRevision: 'no_stream' });
    const retry = await store.append('worker-1', events, { expectedRevision: 'no_stream' });
    expect(retry).toEqual(first);
    expect(await store.headPosition()).toBe(2);
    await expect(store.append('worker-1', [events[1], newEvent('WorkerUpdated')], { expectedRevision: 1 })).rejects.toBeInstanceOf(
      IdempotencyMismatchError,
    );
  });

  it('reads the global log after a position with a limit', async () => {
    const store = new InMemoryEventStore();
    for (let i = 0; i < 5; i++) await store.append(`worker-${i}`, [newEvent('WorkerCreated')], { expectedRevision: 'no_stream' });
    expect((await store.readAll({ after: 2, limit: 2 })).map((e) => e.position)).toEqual([3, 4]);
    expect((await store.readAll({ limit: 10 })).map((e) => e.position)).toEqual([1, 2, 3, 4, 5]);
    expect(await store.readAll({ after: 5, limit: 10 })).toEqual([]);
  });

  it('delivers catch-up then live events in order, and stops', async () => {
    const store = new InMemoryEventStore();
    for (let i = 0; i < 3; i++) await store.append(`worker-${i}`, [newEvent('WorkerCreated')], { expectedRevision: 'no_stream' });
    const received: RecordedEvent[] = [];
    const subscription = await store.subscribe({ after: 1, onEvent: async (event) => void received.push(event) });
    await eventually(() => received.length === 2);
    await store.append('worker-9', [newEvent('WorkerCreated')], { expectedRevision: 'no_stream' });
    await eventually(() => received.length === 3);
    await subscription.stop();
    await store.append('worker-10', [newEvent('WorkerCreated')], { expectedRevision: 'no_stream' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(received.map((e) => e.position)).toEqual([2, 3, 4]);
  });

  it('reports a failing handler or a dropped connection through onError', async () => {
    const store = new InMemoryEventStore();
    await store.append('worker-1', [newEvent('WorkerCreated')], { expectedRevision: 'no_stream' });
    const errors: unknown[] = [];
    await store.subscribe({ onEvent: async () => Promise.reject(new Error('boom')), onError: (error) => errors.push(error) });
    await store.subscribe({ after: 1, onEvent: async () => undefined, onError: (error) => errors.push(error) });
    await eventually(() => errors.length === 1);
    await store.failSubscriptions(new Error('connessione persa'));
    expect(errors.map((error) => (error as Error).message)).toEqual(['boom', 'connessione persa']);
  });

  it('hands out copies, so a consumer cannot change the stored events', async () => {
    const store = new InMemoryEventStore();
    await store.append('worker-1', [newEvent('WorkerCreated', { name: 'Mario' })], { expectedRevision: 'no_stream' });
    const [event] = await store.readAll({ limit: 1 });
    (event.data as { name: string }).name = 'Luigi';
    expect((await store.readAll({ limit: 1 }))[0].data).toEqual({ name: 'Mario' });
  });
});
