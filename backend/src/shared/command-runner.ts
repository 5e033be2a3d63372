import {
  WrongExpectedRevisionError,
  type EventMetadata,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type RecordedEvent,
  type ReservationChange,
} from '@tutela/contracts';
import { fold, type Decider, type DomainEvent } from './decider';
import { derivedUuid } from './derived-uuid';

export interface CommandResult {
  id: string;
  /** Revision of the stream's last event (-1 when the command produced nothing on a new stream). */
  revision: number;
  /** Global position written (0 when nothing was written): the API waits for projections to pass it. */
  position: number;
}

/**
 * Event ids derive from the command id and the event's index, so a retried command (same commandId) appends
 * the same ids and the store treats it as a no-op instead of a duplicate.
 */
export function eventIdFor(commandId: string, index: number): string {
  return derivedUuid(`${commandId}:${index}`);
}

/**
 * The revision a client saw when it loaded the record (a card being edited). Events appended since then are a
 * conflict only when `conflictsWith` says so: another user's change to the same fields must not be silently
 * overwritten, but, say, the user changing their own password meanwhile does not invalidate an edit of the name.
 */
export interface ClientRevision {
  revision: number;
  conflictsWith: (event: RecordedEvent) => boolean;
}

/** Throws the 409 conflict when events after the client's revision conflict with its change. */
export function assertClientRevision(stream: string, recorded: readonly RecordedEvent[], client: ClientRevision): void {
  const current = recorded.length ? recorded[recorded.length - 1].revision : -1;
  const newer = recorded.filter((event) => event.revision > client.revision);
  if (client.revision > current || newer.some(client.conflictsWith)) {
    throw new WrongExpectedRevisionError(stream, client.revision, current < 0 ? 'no_stream' : current);
  }
}

/** What a command adds to the read → fold → decide → append shell; each part is optional. */
export interface RunOptions<TState, TEvent extends DomainEvent> {
  /** The revision the client saw: see ClientRevision. */
  clientRevision?: ClientRevision;
  /**
   * The stream as the handler already read it (one read, not two): the append still checks the revision it saw,
   * so a write landing since that read is a conflict as before. Used by the first attempt only.
   */
  preRead?: readonly RecordedEvent[];
  /**
   * How many times in all to read, decide and append when the append finds the stream moved on (a concurrent
   * command on the same stream). Each new attempt decides again on the stream as it now is, so a rule the
   * decider enforces (a closed chat takes no message) still holds; only the 409 of a pure race goes away.
   * Only for commands whose outcome may follow other users' changes: not for an edit of what a client saw.
   * Default 1 (no retry).
   */
  conflictAttempts?: number;
  /**
   * Claims and releases of unique keys the events imply (a tax code at a customer), and time intervals they book
   * or unbook (a physician's slot), written by the store in the append's transaction: see ReservationChange. A key
   * held by another stream (ReservationConflictError) or an overlapping interval (IntervalConflictError) fails the
   * append as a whole.
   */
  reservations?: (state: TState, events: readonly TEvent[]) => ReservationChange[];
  /**
   * Runs on the folded stream before anything else (a retried command included): throws when the caller may not
   * act on this stream, else returns the metadata to tag the events with (the stream's tenant, which only the
   * state knows, not the caller's). The command pipeline's tenant and access check: one read, no second fold.
   */
  admit?: (state: TState) => EventMetadata;
  /**
   * Decide without appending: every check runs (access, client revision, the decider's rules) and the events
   * the command would append come back, nothing is written (a form's check-only save). Position 0.
   */
  dryRun?: boolean;
}

/**
 * The thin shell of every command handler: read the stream, fold, decide, append with the expected revision.
 * A handler that already read the stream to build its command passes it as `preRead`.
 */
export async function runDecider<TCommand, TState, TEvent extends DomainEvent>(
  store: EventStore,
  stream: string,
  decider: Decider<TCommand, TState, TEvent>,
  command: TCommand,
  metadata: EventMetadata,
  aggregateId: string,
  clientRevision?: ClientRevision,
  preRead?: readonly RecordedEvent[],
): Promise<CommandResult & { events: TEvent[]; state: TState }> {
  return runCommand(store, stream, decider, command, metadata, aggregateId, { clientRevision, preRead });
}

/** runDecider with every option (retry on a conflict, reservations). */
export async function runCommand<TCommand, TState, TEvent extends DomainEvent>(
  store: EventStore,
  stream: string,
  decider: Decider<TCommand, TState, TEvent>,
  command: TCommand,
  metadata: EventMetadata,
  aggregateId: string,
  options: RunOptions<TState, TEvent>,
): Promise<CommandResult & { events: TEvent[]; state: TState }> {
  const attempts = Math.max(1, options.conflictAttempts ?? 1);
  for (let attempt = 1; ; attempt++) {
    const preRead = attempt === 1 ? options.preRead : undefined;
    try {
      return await decideAndAppend(store, stream, decider, command, metadata, aggregateId, { ...options, preRead });
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError) || attempt >= attempts) throw error;
      // A little random wait, growing with the attempt, so that the losers of one round do not collide again.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 4 * attempt));
    }
  }
}

async function decideAndAppend<TCommand, TState, TEvent extends DomainEvent>(
  store: EventStore,
  stream: string,
  decider: Decider<TCommand, TState, TEvent>,
  command: TCommand,
  metadata: EventMetadata,
  aggregateId: string,
  { clientRevision, preRead, reservations, admit, dryRun }: RunOptions<TState, TEvent>,
): Promise<CommandResult & { events: TEvent[]; state: TState }> {
  const recorded = preRead ?? (await store.readStream(stream));
  const currentRevision = recorded.length ? recorded[recorded.length - 1].revision : -1;
  const state = fold(
    decider,
    recorded.map((e) => ({ type: e.type, data: e.data }) as TEvent),
  );
  const tagged = admit ? admit(state) : metadata;
  const applied = alreadyApplied(recorded, metadata.commandId);
  // A retry of a command whose answer was lost: deciding again would refuse it ("already exists") or, worse,
  // append it a second time after a later change. The first outcome is the answer.
  if (applied) return { id: aggregateId, revision: applied.revision, position: applied.position, events: [], state };
  if (clientRevision) assertClientRevision(stream, recorded, clientRevision);
  const events = decider.decide(command, state);
  if (dryRun) return { id: aggregateId, revision: currentRevision, position: 0, events, state };
  if (events.length === 0) return { id: aggregateId, revision: currentRevision, position: 0, events, state };
  // The store checks the revision again at append time: a write landing between the read and the append
  // is a conflict too.
  const expectedRevision: ExpectedRevision = currentRevision < 0 ? 'no_stream' : currentRevision;
  const toAppend: NewEvent[] = events.map((event, index) => ({
    id: eventIdFor(metadata.commandId, index),
    type: event.type,
    data: event.data,
    metadata: tagged,
  }));
  const changes = reservations?.(state, events) ?? [];
  const result = await store.append(stream, toAppend, changes.length ? { expectedRevision, reservations: changes } : { expectedRevision });
  const newState = events.reduce((s, e) => decider.evolve(s, e), state);
  return { id: aggregateId, revision: result.nextRevision, position: result.position, events, state: newState };
}

/** Whether this command (by id) already wrote to the stream: a retry whose first answer was lost. */
export function commandApplied(recorded: readonly RecordedEvent[], commandId: string): boolean {
  return alreadyApplied(recorded, commandId) !== null;
}

/** The last event this command appended to the stream, when it already did (ids derive from the command id). */
function alreadyApplied(recorded: readonly RecordedEvent[], commandId: string): RecordedEvent | null {
  // Hashed once, not once per event of the stream (a user edited 500 times made it 500 sha256 per command).
  const firstId = eventIdFor(commandId, 0);
  const first = recorded.findIndex((event) => event.id === firstId);
  if (first < 0) return null;
  let last = first;
  while (last + 1 < recorded.length && recorded[last + 1].id === eventIdFor(commandId, last + 1 - first)) last += 1;
  return recorded[last];
}
