import { createHash } from 'node:crypto';
import { WrongExpectedRevisionError, type EventMetadata, type EventStore, type ExpectedRevision, type NewEvent } from '@tutela/contracts';
import { fold, type Decider, type DomainEvent } from './decider';

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
  const hex = createHash('sha256').update(`${commandId}:${index}`).digest('hex');
  // Shape it as an RFC 4122 v5-style UUID so every adapter accepts it.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export interface RunDeciderOptions {
  /**
   * The revision the caller last saw (a card sends back the one it was loaded with). When the stream has
   * moved on since, the command is refused with WrongExpectedRevisionError (409) before deciding, so a stale
   * form never overwrites someone else's change, not even with a no-op. Absent: the revision just read.
   */
  expectedRevision?: number;
}

/**
 * The thin shell of every command handler: read the stream, fold, decide, append with the expected revision.
 */
export async function runDecider<TCommand, TState, TEvent extends DomainEvent>(
  store: EventStore,
  stream: string,
  decider: Decider<TCommand, TState, TEvent>,
  command: TCommand,
  metadata: EventMetadata,
  aggregateId: string,
  options: RunDeciderOptions = {},
): Promise<CommandResult & { events: TEvent[]; state: TState }> {
  const recorded = await store.readStream(stream);
  const currentRevision = recorded.length ? recorded[recorded.length - 1].revision : -1;
  if (options.expectedRevision !== undefined && options.expectedRevision !== currentRevision) {
    throw new WrongExpectedRevisionError(stream, options.expectedRevision, currentRevision < 0 ? 'no_stream' : currentRevision);
  }
  const state = fold(decider, recorded.map((e) => ({ type: e.type, data: e.data }) as TEvent));
  const events = decider.decide(command, state);
  if (events.length === 0) return { id: aggregateId, revision: currentRevision, position: 0, events, state };
  // The store checks the revision again at append time: a write landing between the read and the append
  // is a conflict too.
  const expectedRevision: ExpectedRevision = currentRevision < 0 ? 'no_stream' : currentRevision;
  const toAppend: NewEvent[] = events.map((event, index) => ({
    id: eventIdFor(metadata.commandId, index),
    type: event.type,
    data: event.data,
    metadata,
  }));
  const result = await store.append(stream, toAppend, { expectedRevision });
  const newState = events.reduce((s, e) => decider.evolve(s, e), state);
  return { id: aggregateId, revision: result.nextRevision, position: result.position, events, state: newState };
}
