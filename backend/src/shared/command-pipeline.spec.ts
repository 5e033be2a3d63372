import { IntervalConflictError, WrongExpectedRevisionError } from '@tutela/contracts';
import { InMemoryEventStore } from '@tutela/projections/src/testing/in-memory-event-store';
import type { ProjectionWaiter } from '../platform/projection-waiter';
import type { CommandContext } from './command-context';
import { CommandPipeline } from './command-pipeline';
import type { StreamDeclaration } from './stream-declaration';

type Note = { type: 'NoteOpened'; data: { entityId: string; customerId: string | null } } | { type: 'NoteEdited'; data: { text: string } };
type NoteCommand = { type: 'Open'; entityId: string; customerId: string | null } | { type: 'Edit'; text: string };
type NoteState = { status: 'absent' } | { status: 'open'; entityId: string; customerId: string | null; text: string };

const notes: StreamDeclaration<NoteCommand, NoteState, Note> = {
  streamName: (id) => `note-${id}`,
  decider: {
    initialState: () => ({ status: 'absent' }),
    evolve: (state, event) =>
      event.type === 'NoteOpened'
        ? { status: 'open', ...event.data, text: '' }
        : state.status === 'open'
          ? { ...state, text: event.data.text }
          : state,
    decide: (command) =>
      command.type === 'Open'
        ? [{ type: 'NoteOpened', data: { entityId: command.entityId, customerId: command.customerId } }]
        : [{ type: 'NoteEdited', data: { text: command.text } }],
  },
  tenantOf: (state, command) =>
    state.status === 'open' ? { entityId: state.entityId, customerId: state.customerId } : command.type === 'Open' ? command : null,
  conflictsWith: (_command, event) => event.type === 'NoteEdited',
};

const context = (commandId: string, clientRevision?: number): CommandContext => ({
  actor: { userId: 'u1', name: 'Mario Rossi', role: 'doctor', entityId: 'entity-of-the-caller' },
  scope: { entityId: null, customerIds: null, factoryIds: null },
  commandId,
  clientRevision,
});

function pipelineOver(store: InMemoryEventStore) {
  const waited: number[] = [];
  const waiter = { waitFor: async (position: number) => (waited.push(position), true) } as unknown as ProjectionWaiter;
  return { pipeline: new CommandPipeline(store, waiter), waited };
}

describe('CommandPipeline', () => {
  it("turns an overlapping booking into the context's own error, with the holders' states", async () => {
    const store = new InMemoryEventStore();
    const { pipeline } = pipelineOver(store);
    const booking: StreamDeclaration<NoteCommand, NoteState, Note> = {
      ...notes,
      reservations: (_state, events) =>
        events.some((event) => event.type === 'NoteOpened')
          ? [{ kind: 'book', scope: 'room', key: 'r1', ref: 'slot', from: '2031-01-01T10:00:00Z', to: '2031-01-01T11:00:00Z' }]
          : [],
      bookingConflict: (error, holders) =>
        new Error(
          `occupato da ${[...holders.values()].map((h) => (h.status === 'open' ? h.entityId : '?')).join(', ')} (${error.conflicts.length})`,
        ),
    };
    await pipeline.run(booking, 'b1', { type: 'Open', entityId: 'e1', customerId: null }, context('a'));
    await expect(pipeline.run(booking, 'b2', { type: 'Open', entityId: 'e2', customerId: null }, context('b'))).rejects.toThrow(
      'occupato da e1 (1)',
    );
    await expect(pipeline.run(notes, 'b3', { type: 'Open', entityId: 'e3', customerId: null }, context('c'))).resolves.toBeDefined();
    const { bookingConflict: _omitted, ...plain } = booking;
    await expect(pipeline.run(plain, 'b4', { type: 'Open', entityId: 'e4', customerId: null }, context('d'))).rejects.toBeInstanceOf(
      IntervalConflictError,
    );
    expect(await store.readStream('note-b2')).toEqual([]);
  });

  it("tags the events with the stream's tenant, not the caller's, and waits for the position it wrote", async () => {
    const store = new InMemoryEventStore();
    const { pipeline, waited } = pipelineOver(store);
    const opened = await pipeline.run(notes, 'n1', { type: 'Open', entityId: 'e1', customerId: 'c1' }, context('a'));
    const edited = await pipeline.run(notes, 'n1', { type: 'Edit', text: 'ciao' }, context('b'));
    const recorded = await store.readStream('note-n1');
    expect(recorded.map((event) => [event.metadata.entityId, event.metadata.customerId, event.metadata.actorId])).toEqual([
      ['e1', 'c1', 'u1'],
      ['e1', 'c1', 'u1'],
    ]);
    expect(edited).toMatchObject({ id: 'n1', revision: 1, state: { text: 'ciao' } });
    expect(waited).toEqual([opened.position, edited.position]);
  });

  it("keeps the caller's entity when the stream names no tenant (the decider refuses what it must)", async () => {
    const store = new InMemoryEventStore();
    const { pipeline } = pipelineOver(store);
    await pipeline.run(notes, 'n2', { type: 'Edit', text: 'x' }, context('a'));
    const [event] = await store.readStream('note-n2');
    expect(event.metadata).toMatchObject({ entityId: 'entity-of-the-caller', customerId: null, factoryId: null });
  });

  it('refuses a client revision that a declared conflicting event has passed, and does not wait when asked not to', async () => {
    const store = new InMemoryEventStore();
    const { pipeline, waited } = pipelineOver(store);
    await pipeline.run(notes, 'n3', { type: 'Open', entityId: 'e1', customerId: null }, context('a'));
    await pipeline.run(notes, 'n3', { type: 'Edit', text: 'uno' }, context('b', 0), { wait: false });
    await expect(pipeline.run(notes, 'n3', { type: 'Edit', text: 'due' }, context('c', 0))).rejects.toBeInstanceOf(
      WrongExpectedRevisionError,
    );
    expect(waited).toHaveLength(1);
  });

  it('records what caused the command as its causation and correlation, and loads the folded state', async () => {
    const store = new InMemoryEventStore();
    const { pipeline } = pipelineOver(store);
    await pipeline.run(notes, 'n7', { type: 'Open', entityId: 'e1', customerId: null }, { ...context('a'), causationId: 'job-event-1' });
    const [event] = await store.readStream('note-n7');
    expect(event.metadata).toMatchObject({ causationId: 'job-event-1', correlationId: 'job-event-1', commandId: 'a' });
    expect(await pipeline.load(notes, 'n7')).toMatchObject({ status: 'open', entityId: 'e1' });
  });

  it('answers a retried command with its first outcome and appends nothing', async () => {
    const store = new InMemoryEventStore();
    const { pipeline } = pipelineOver(store);
    const first = await pipeline.run(notes, 'n4', { type: 'Open', entityId: 'e1', customerId: null }, context('a'));
    expect(await pipeline.run(notes, 'n4', { type: 'Open', entityId: 'e1', customerId: null }, context('a'))).toMatchObject({
      revision: first.revision,
      events: [],
    });
    expect(await store.readStream('note-n4')).toHaveLength(1);
  });
});

describe('CommandPipeline with a conflict message and a stream read beforehand', () => {
  it("answers a stale client revision with the context's own 409, and decides on the stream the handler read", async () => {
    const store = new InMemoryEventStore();
    const { pipeline } = pipelineOver(store);
    const worded = { ...notes, conflictMessage: 'Modificato da un altro utente' };
    await pipeline.run(worded, 'n8', { type: 'Open', entityId: 'e1', customerId: null }, context('a'));
    const loaded = await pipeline.read(worded, 'n8');
    expect(loaded.state).toMatchObject({ status: 'open' });
    await pipeline.run(worded, 'n8', { type: 'Edit', text: 'uno' }, context('b'));
    // The handler's read is older than the stream: the append finds it moved on.
    await expect(pipeline.run(worded, 'n8', { type: 'Edit', text: 'due' }, context('c'), { loaded })).rejects.toMatchObject({
      message: 'Modificato da un altro utente',
      kind: 'conflict',
    });
    await expect(pipeline.run(worded, 'n8', { type: 'Edit', text: 'tre' }, context('d', 0))).rejects.toMatchObject({ kind: 'conflict' });
  });
});

describe('CommandPipeline with an authorize rule', () => {
  const guarded: StreamDeclaration<NoteCommand, NoteState, Note> = {
    ...notes,
    authorize: (tenant, scope) => {
      if (!tenant || (scope.entityId !== null && tenant.entityId !== scope.entityId)) throw new Error('not found');
    },
  };

  it('refuses a caller outside the stream before deciding, and lets one inside through', async () => {
    const store = new InMemoryEventStore();
    const { pipeline } = pipelineOver(store);
    await pipeline.run(notes, 'n5', { type: 'Open', entityId: 'e1', customerId: null }, context('a'));
    const outside = { ...context('b'), scope: { entityId: 'e2', customerIds: null, factoryIds: null } };
    await expect(pipeline.run(guarded, 'n5', { type: 'Edit', text: 'x' }, outside)).rejects.toThrow('not found');
    await expect(pipeline.run(guarded, 'n6', { type: 'Edit', text: 'x' }, context('c'))).rejects.toThrow('not found');
    const inside = { ...context('d'), scope: { entityId: 'e1', customerIds: null, factoryIds: null } };
    expect(await pipeline.run(guarded, 'n5', { type: 'Edit', text: 'x' }, inside)).toMatchObject({ revision: 1 });
  });
});

describe('CommandPipeline dry run', () => {
  it('decides and checks the client revision without appending or waiting', async () => {
    const store = new InMemoryEventStore();
    const { pipeline, waited } = pipelineOver(store);
    await pipeline.run(notes, 'n9', { type: 'Open', entityId: 'e1', customerId: null }, context('a'));
    const checked = await pipeline.run(notes, 'n9', { type: 'Edit', text: 'prova' }, context('b', 0), { dryRun: true });
    expect(checked).toMatchObject({ revision: 0, position: 0, events: [{ type: 'NoteEdited', data: { text: 'prova' } }] });
    expect(await store.readStream('note-n9')).toHaveLength(1);
    expect(waited).toHaveLength(1);
    await pipeline.run(notes, 'n9', { type: 'Edit', text: 'uno' }, context('c'));
    await expect(pipeline.run(notes, 'n9', { type: 'Edit', text: 'due' }, context('d', 0), { dryRun: true })).rejects.toBeInstanceOf(
      WrongExpectedRevisionError,
    );
  });
});
