import type { EventStore, WorkerEvent } from '@tutela/contracts';
import { eventIdFor } from '../../shared/command-runner';
import { fold } from '../../shared/decider';
import { eventMetadata, type Actor } from '../../shared/event-metadata';
import { decideWorker, workerDecider, workerStream } from '../domain/worker.decider';
import { workerReservations } from '../domain/worker-reservations';
import { demoWorkerId } from './demo-workers-seed';

/**
 * The demo worker who left: without one, the DIMESSO marker and 'Nascondi i non attivi' show nothing until someone
 * dismisses a worker. The 11th demo worker works at the demo customer (every fifth one does) and has no visit.
 */
export const DEMO_DISMISSED_WORKER_INDEX = 10;
/** A past date after every demo hire (the latest is 1 December 2024). */
export const DEMO_DISMISSAL_DATE = '2025-09-30';

const COMMAND_ID = `tutela-demo:worker:${DEMO_DISMISSED_WORKER_INDEX}:resign`;

/**
 * Dismisses the demo worker with what the resign command writes: the decider's WorkerResigned and the release of the
 * worker's tax-code key (worker-reservations.ts), so a later hire of the same person at the same customer works as
 * it would after a real dismissal. Idempotent: skipped when the worker is missing, already dismissed (by this seed
 * or by a user) or was dismissed and reinstated since.
 */
export async function seedDemoDismissals(store: EventStore, actor: Actor): Promise<boolean> {
  const workerId = demoWorkerId(DEMO_DISMISSED_WORKER_INDEX);
  const stream = workerStream(workerId);
  const recorded = await store.readStream(stream);
  if (recorded.some((event) => event.id === eventIdFor(COMMAND_ID, 0))) return false;
  const state = fold(
    workerDecider,
    recorded.map((event) => ({ type: event.type, data: event.data }) as WorkerEvent),
  );
  if (state.status !== 'active') return false;
  const events = decideWorker({ type: 'ResignWorker', resignedOn: DEMO_DISMISSAL_DATE }, state);
  await store.append(
    stream,
    events.map((event, index) => ({
      id: eventIdFor(COMMAND_ID, index),
      type: event.type,
      data: event.data,
      metadata: eventMetadata({ ...actor, entityId: state.entityId }, COMMAND_ID, {
        customerId: state.customerId,
        factoryId: state.factoryId,
      }),
    })),
    { expectedRevision: recorded.length - 1, reservations: workerReservations(state, events) },
  );
  return true;
}
