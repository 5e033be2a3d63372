import type { RecordedEvent } from '@tutela/contracts';

/**
 * Work that one context's event causes in another (a job's protocol carried to its workers): the reactor hears
 * the event after it is stored and issues the other context's commands through its usual command path.
 *
 * `react` may run more than once for the same event (a retry after a failure, a restart before the checkpoint
 * was written): every command it issues must take an id derived from the causing event (`derivedUuid` of
 * `${event.id}:${target}`), so that the store recognises the repeat and appends nothing twice. A refusal of the
 * target's decider (a worker resigned meanwhile) is the reactor's to skip; any other error is retried with backoff.
 */
export interface Reactor {
  /** Unique, stable name: it keys the checkpoint. */
  readonly name: string;
  /** Event types it reacts to; the others only move its checkpoint. */
  readonly handles: readonly string[];
  /** Returns the highest global position its commands wrote (0 when none), so read-your-writes can wait for it. */
  react(event: RecordedEvent): Promise<number>;
}
