import type { RecordedEvent } from '@tutela/contracts';
import type { Database, Sql } from '../database/database';
import { advanceCheckpoint, lockCheckpoint, writeCheckpoint } from './checkpoint-store';
import { findFailingEvent } from './failing-event';
import type { Projector } from './projector';
import { errorMessage } from './runtime-logger';

/** Wildcard in `Projector.handles`: every event type. */
export const ALL_EVENT_TYPES = '*';

/** The runtime's bookkeeping for one projector. */
export interface ProjectorSlot {
  readonly projector: Projector;
  handles(type: string): boolean;
  /** Last committed position (mirrors the checkpoint row). */
  position: number;
  state: 'running' | 'failed' | 'rebuilding';
  lastError: string | null;
  /** Consecutive failures, for the backoff. */
  failures: number;
  /** While failed: what it could not apply, since when, and when it tries again (null: runtime stopped). */
  failure: SlotFailure | null;
  /** True while the projector receives the live batches; false while failed, catching up or rebuilding. */
  live: boolean;
  /** Bumped to cancel a catch-up or rebuild in progress (stop, a newer rebuild). */
  generation: number;
  retryTimer: NodeJS.Timeout | null;
  /** The catch-up or rebuild running for this projector, if any. */
  task: Promise<unknown> | null;
}

export function createSlot(projector: Projector, position: number): ProjectorSlot {
  const types = new Set(projector.handles);
  const all = types.has(ALL_EVENT_TYPES);
  return {
    projector,
    handles: (type) => all || types.has(type),
    position,
    state: 'running',
    lastError: null,
    failures: 0,
    failure: null,
    live: false,
    generation: 0,
    retryTimer: null,
    task: null,
  };
}

/** The event a failed projector could not apply, as the status and the log name it. */
export type FailingEvent = Pick<RecordedEvent, 'id' | 'type' | 'stream' | 'position'>;

export interface SlotFailure {
  /** Null when the failure names no event (the log could not be read, the database did not answer). */
  event: FailingEvent | null;
  /** Epoch ms of the first failure in a row. */
  since: number;
  /** Epoch ms of the next attempt, null when none is planned (the runtime is stopping). */
  nextRetryAt: number | null;
}

/** A failed attempt: counted, its error and event kept for the status until the projector commits again. */
export function markFailed(slot: ProjectorSlot, error: unknown, retryInMs: number | null, now = Date.now()): void {
  slot.state = 'failed';
  slot.lastError = errorMessage(error);
  slot.failures++;
  const event = error instanceof ProjectionApplyError && error.lastEvent.position === error.event.position ? error.event : null;
  slot.failure = {
    event: event && { id: event.id, type: event.type, stream: event.stream, position: event.position },
    since: slot.failure?.since ?? now,
    nextRetryAt: retryInMs === null ? null : now + retryInMs,
  };
}

/** Back to a clean state after a commit, a rebuild or a swap. */
export function clearFailure(slot: ProjectorSlot): void {
  slot.failures = 0;
  slot.lastError = null;
  slot.failure = null;
}

/** A projector threw on an event (or on a batch): names the events so the operator knows what to fix. */
export class ProjectionApplyError extends Error {
  constructor(
    readonly projector: string,
    readonly event: FailingEvent,
    override readonly cause: unknown,
    /** Last event of the batch when a whole batch failed (`event` is then its first). */
    readonly lastEvent: Pick<RecordedEvent, 'position'> = event,
  ) {
    super(
      lastEvent.position === event.position
        ? `La proiezione ${projector} non riesce ad applicare l'evento ${event.position} (${event.type}, ${event.stream}, id ${event.id}): ${errorMessage(cause)}`
        : `La proiezione ${projector} non riesce ad applicare gli eventi da ${event.position} (${event.type}, ${event.stream}) a ${lastEvent.position}: ${errorMessage(cause)}`,
    );
    this.name = 'ProjectionApplyError';
  }
}

/**
 * Applies the events of `events` past the slot's checkpoint and moves the checkpoint to the last of them, in
 * one transaction: either all of it is visible or none of it (exactly-once effect). Events the projector does
 * not handle only move the checkpoint. A projector with `applyBatch` gets the handled events in one call.
 * `committing` is called once the batch's rows are written, right before the transaction's COMMIT is sent: from
 * then on other sessions may see them (never before: what they read until then cannot hold any of them).
 */
export async function commitBatch(
  db: Database,
  slot: ProjectorSlot,
  events: readonly RecordedEvent[],
  committing: () => void = () => undefined,
): Promise<boolean> {
  const pending = events.filter((event) => event.position > slot.position);
  if (pending.length === 0) return false;
  const last = pending[pending.length - 1].position;
  const { projector } = slot;
  const handled = pending.filter((event) => slot.handles(event.type));
  // Nothing to write (e.g. the customers projector under a burst of user edits): one statement moves the
  // checkpoint instead of a four-statement transaction, on the path of every command's read-your-writes wait.
  if (handled.length === 0 && (await advanceCheckpoint(db, projector.name, slot.position, last))) {
    slot.position = last;
    return true;
  }
  try {
    await db.transaction(async (tx) => {
      // Read models are derived data: their rows and the checkpoint commit together, so a commit lost in a
      // server crash takes its checkpoint with it and is projected again from the durable log at the next start.
      // Not waiting for the WAL flush takes a disk sync off every batch, and off every command's read-your-writes
      // wait (the commit is visible to other sessions at once either way).
      await tx.query('SET LOCAL synchronous_commit = off');
      await lockCheckpoint(tx, projector.name, slot.position);
      await applyHandled(projector, handled, tx);
      await writeCheckpoint(tx, projector.name, last);
      committing();
    });
  } catch (error) {
    throw await namingTheEvent(db, projector, handled, error);
  }
  slot.position = last;
  return true;
}

/** A whole batch failed: the error names the one event of it that fails, when there is one (failing-event.ts). */
async function namingTheEvent(db: Database, projector: Projector, handled: readonly RecordedEvent[], error: unknown): Promise<unknown> {
  if (!(error instanceof ProjectionApplyError) || error.lastEvent.position === error.event.position) return error;
  const found = await findFailingEvent(db, projector, handled);
  return found ? new ProjectionApplyError(projector.name, found, error.cause) : error;
}

/** Writes the rows of `handled` (events the projector handles, in global order) through `tx`: one batch or event by event. */
async function applyHandled(projector: Projector, handled: readonly RecordedEvent[], tx: Sql): Promise<void> {
  if (projector.applyBatch) {
    if (handled.length === 0) return;
    try {
      await projector.applyBatch(handled, tx);
    } catch (error) {
      throw new ProjectionApplyError(projector.name, handled[0], error, handled[handled.length - 1]);
    }
    return;
  }
  for (const event of handled) {
    try {
      await projector.apply(event, tx);
    } catch (error) {
      throw new ProjectionApplyError(projector.name, event, error);
    }
  }
}
