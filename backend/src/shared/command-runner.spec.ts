import { WrongExpectedRevisionError, type EventMetadata } from '@tutela/contracts';
import { InMemoryEventStore } from '@tutela/projections/src/testing/in-memory-event-store';
import { eventIdFor, runCommand, runDecider, type ClientRevision } from './command-runner';
import { derivedUuid } from './derived-uuid';
import type { Decider } from './decider';

describe('eventIdFor', () => {
  it('is stable for the same command and index and differs otherwise', () => {
    expect(eventIdFor('cmd-1', 0)).toBe(eventIdFor('cmd-1', 0));
    expect(eventIdFor('cmd-1', 0)).not.toBe(eventIdFor('cmd-1', 1));
    expect(eventIdFor('cmd-1', 0)).not.toBe(eventIdFor('cmd-2', 0));
  });

  it('has the UUID shape every adapter accepts', () => {
    expect(eventIdFor('x', 3)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('runDecider', () => {
  type Counted = { type: 'Counted'; data: { by: number } };
  const counter: Decider<{ by: number }, number, Counted> = {
    initialState: () => 0,
    evolve: (total, event) => total + event.data.by,
    // Adding 0 changes nothing: no event.
    decide: (command) => (command.by === 0 ? [] : [{ type: 'Counted', data: { by: command.by } }]),
  };
  const metadata = (commandId: string): EventMetadata => ({
    actorId: 'u1',
    actorName: 'Mario Rossi',
    actorRole: 'doctor',
    entityId: null,
    correlationId: commandId,
    causationId: null,
    commandId,
    occurredAt: '2025-01-01T00:00:00.000Z',
  });
  const run = (store: InMemoryEventStore, by: number, commandId: string, client?: ClientRevision) =>
    runDecider(store, 'counter-1', counter, { by }, metadata(commandId), '1', client);
  const seen = (revision: number): ClientRevision => ({ revision, conflictsWith: () => true });

  it('appends on the revision it read when the caller names none', async () => {
    const store = new InMemoryEventStore();
    expect(await run(store, 2, 'a')).toMatchObject({ revision: 0, state: 2 });
    expect(await run(store, 3, 'b')).toMatchObject({ revision: 1, state: 5 });
    expect(await run(store, 0, 'c')).toMatchObject({ revision: 1, position: 0, events: [] });
  });

  it("appends when the caller's revision is the stream's, and refuses a stale one before deciding", async () => {
    const store = new InMemoryEventStore();
    await run(store, 2, 'a');
    expect(await run(store, 3, 'b', seen(0))).toMatchObject({ revision: 1 });
    await expect(run(store, 4, 'c', seen(0))).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    await expect(run(store, 0, 'd', seen(0))).rejects.toMatchObject({ expected: 0, actual: 1 });
    await expect(run(store, 1, 'e', seen(5))).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    expect(await store.readStream('counter-1')).toHaveLength(2);
  });

  it("lets a change through when every event since the caller's revision is one it does not conflict with", async () => {
    const store = new InMemoryEventStore();
    await run(store, 2, 'a');
    await run(store, 5, 'b');
    const bigOnesConflict: ClientRevision = { revision: 0, conflictsWith: (event) => (event.data as { by: number }).by > 10 };
    expect(await run(store, 1, 'c', bigOnesConflict)).toMatchObject({ revision: 2, state: 8 });
    await run(store, 20, 'd');
    await expect(run(store, 1, 'e', bigOnesConflict)).rejects.toBeInstanceOf(WrongExpectedRevisionError);
  });

  it('answers a retried command (same command id) with its first outcome and appends nothing, even after later changes', async () => {
    const store = new InMemoryEventStore();
    const first = await run(store, 2, 'a', seen(-1));
    await run(store, 3, 'b');
    // Without the check the retry would add 2 again (and its stale client revision would answer 409).
    expect(await run(store, 2, 'a', seen(-1))).toMatchObject({ revision: first.revision, position: first.position, events: [], state: 5 });
    expect(await store.readStream('counter-1')).toHaveLength(2);
  });

  it('decides on the stream the handler already read, without reading it again, and still refuses a write landed since', async () => {
    const store = new InMemoryEventStore();
    await run(store, 2, 'a');
    const preRead = await store.readStream('counter-1');
    const reads = jest.spyOn(store, 'readStream');
    expect(await runDecider(store, 'counter-1', counter, { by: 3 }, metadata('b'), '1', undefined, preRead)).toMatchObject({
      revision: 1,
      state: 5,
    });
    expect(reads).not.toHaveBeenCalled();
    // preRead is now one event behind: the append's expected revision turns the lost update into a conflict.
    await expect(runDecider(store, 'counter-1', counter, { by: 4 }, metadata('c'), '1', undefined, preRead)).rejects.toBeInstanceOf(
      WrongExpectedRevisionError,
    );
    expect(await store.readStream('counter-1')).toHaveLength(2);
  });
  it('decides again on the moved stream when asked to retry a conflict, and gives up after the attempts allowed', async () => {
    const store = new InMemoryEventStore();
    await run(store, 2, 'a');
    const stale = await store.readStream('counter-1');
    await run(store, 3, 'b');
    // preRead is one event behind: the first append conflicts, the second attempt reads again and decides on 5.
    const retried = await runCommand(store, 'counter-1', counter, { by: 4 }, metadata('c'), '1', { preRead: stale, conflictAttempts: 2 });
    expect(retried).toMatchObject({ revision: 2, state: 9 });
    await run(store, 1, 'd');
    await expect(
      runCommand(store, 'counter-1', counter, { by: 4 }, metadata('e'), '1', { preRead: stale, conflictAttempts: 1 }),
    ).rejects.toBeInstanceOf(WrongExpectedRevisionError);
  });
});

describe('derivedUuid', () => {
  it('is stable per seed and shaped as a UUID', () => {
    expect(derivedUuid('k:user')).toBe(derivedUuid('k:user'));
    expect(derivedUuid('k:user')).not.toBe(derivedUuid('k:grant'));
    expect(derivedUuid('k:user')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
