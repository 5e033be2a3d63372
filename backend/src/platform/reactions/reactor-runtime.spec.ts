import type { RecordedEvent } from '@tutela/contracts';
import type { PgliteDatabase } from '@tutela/projections';
import { InMemoryEventStore } from '@tutela/projections/src/testing/in-memory-event-store';
import { emptyPglite } from '@tutela/projections/src/testing/test-databases';
import type { Reactor } from './reactor';
import { ReactorRuntime } from './reactor-runtime';

const silent = { info: () => undefined, error: () => undefined };
const metadata = { userId: 'u', name: 'U', role: 'test', entityId: null, commandId: 'c' } as never;

/** Copies each 'Asked' to a stream of its own with an id derived from the causing event: a repeat appends nothing. */
function echoReactor(store: InMemoryEventStore, failFirst = 0): Reactor & { seen: string[] } {
  let failures = failFirst;
  const seen: string[] = [];
  return {
    name: 'echo',
    handles: ['Asked'],
    seen,
    async react(event: RecordedEvent) {
      seen.push(event.id);
      if (failures-- > 0) throw new Error('momentaneamente non disponibile');
      const result = await store.append(`answer-${event.id}`, [{ id: `${event.id}:answer`, type: 'Answered', data: {}, metadata }], {
        expectedRevision: 'any',
      });
      return result.position;
    },
  };
}

async function ask(store: InMemoryEventStore, id: string, type = 'Asked'): Promise<number> {
  return (await store.append(`question-${id}`, [{ id, type, data: {}, metadata }], { expectedRevision: 'any' })).position;
}

async function answers(store: InMemoryEventStore): Promise<string[]> {
  const all = await store.readAll({ limit: 1000 });
  return all.filter((event) => event.type === 'Answered').map((event) => event.id);
}

describe('ReactorRuntime', () => {
  let db: PgliteDatabase;
  beforeEach(async () => {
    db = await emptyPglite();
  });
  afterEach(async () => {
    await db.close();
  });

  it('starts a new reactor at the head, reacts to what follows and lets read-your-writes wait for it', async () => {
    const store = new InMemoryEventStore();
    await ask(store, 'before');
    const reactor = echoReactor(store);
    const runtime = new ReactorRuntime({ db, eventStore: store, reactors: [reactor], logger: silent });
    await runtime.start();
    await ask(store, 'other', 'Unrelated');
    const position = await ask(store, 'q1');
    expect(await runtime.waitForPosition(position, 2000)).toBe(true);
    expect(await answers(store)).toEqual(['q1:answer']);
    expect(runtime.causedPosition).toBeGreaterThan(position);
    await runtime.stop();
  });

  it('restarts from its checkpoint, and a repeated reaction appends nothing twice', async () => {
    const store = new InMemoryEventStore();
    const first = new ReactorRuntime({ db, eventStore: store, reactors: [echoReactor(store)], logger: silent });
    await first.start();
    const position = await ask(store, 'q1');
    await first.waitForPosition(position, 2000);
    await first.stop();

    // Stopped before its checkpoint moved past q1 (as after a crash): q1 is reacted to again, without effect.
    await db.query('UPDATE reactor_checkpoints SET position = $1', [position - 1]);
    const again = echoReactor(store);
    const second = new ReactorRuntime({ db, eventStore: store, reactors: [again], logger: silent });
    await second.start();
    const next = await ask(store, 'q2');
    expect(await second.waitForPosition(next, 2000)).toBe(true);
    expect(again.seen).toEqual(['q1', 'q2']);
    expect(await answers(store)).toEqual(['q1:answer', 'q2:answer']);
    await second.stop();
  });

  it('retries a failing reaction with backoff, shows it failed meanwhile and is not waited for while failed', async () => {
    const store = new InMemoryEventStore();
    const reactor = echoReactor(store, 2);
    const runtime = new ReactorRuntime({
      db,
      eventStore: store,
      reactors: [reactor],
      logger: silent,
      retry: { initialDelayMs: 50, maxDelayMs: 50 },
    });
    await runtime.start();
    const position = await ask(store, 'q1');
    expect(await runtime.waitForPosition(position, 2000)).toBe(true);
    const [status] = await runtime.status();
    if (status.state === 'failed') expect(status.lastError).toBe('momentaneamente non disponibile');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(reactor.seen).toEqual(['q1', 'q1', 'q1']);
    expect(await answers(store)).toEqual(['q1:answer']);
    const [after] = await runtime.status();
    expect(after).toMatchObject({ state: 'running', failures: 0 });
    // Past q1 and past its own answer.
    expect(after.position).toBeGreaterThan(position);
    await runtime.stop();
  });
});
