import type { EventStore } from '@tutela/contracts';
import { eventIdFor } from '../../shared/command-runner';
import { eventMetadata, type Actor } from '../../shared/event-metadata';
import { workerStream } from '../domain/worker.decider';
import { workerReservations } from '../domain/worker-reservations';
import { initialWorkerState } from '../domain/worker-state';
import { demoWorker, type DemoWorkerTenant } from './demo-workers';

/** How many workers the demo gives all customers together. */
export const DEMO_WORKER_COUNT = 300;

export const demoWorkerId = (index: number) => eventIdFor(`tutela-demo:worker:${index}`, 0);

/**
 * The demo's workers, spread over the demo customers (and their factories) the seed created. Idempotent: the ids
 * are fixed and the last worker is written last, so when it exists every one does and nothing is appended.
 */
export async function seedDemoWorkers(
  store: EventStore,
  actor: Actor,
  tenants: readonly DemoWorkerTenant[],
  count = DEMO_WORKER_COUNT,
): Promise<number> {
  if (tenants.length === 0 || count <= 0) return 0;
  if ((await store.readStream(workerStream(demoWorkerId(count - 1)), { toRevision: 0 })).length > 0) return 0;
  let written = 0;
  for (let index = 0; index < count; index++) {
    const workerId = demoWorkerId(index);
    const stream = workerStream(workerId);
    if ((await store.readStream(stream, { toRevision: 0 })).length > 0) continue;
    const tenant = tenants[index % tenants.length];
    const data = demoWorker(index, workerId, tenant);
    const commandId = `tutela-demo:worker:${index}:hire`;
    await store.append(
      stream,
      [
        {
          id: eventIdFor(commandId, 0),
          type: 'WorkerHired',
          data,
          metadata: eventMetadata({ ...actor, entityId: tenant.entityId }, commandId, {
            customerId: tenant.customerId,
            factoryId: data.factoryId,
          }),
        },
      ],
      // The tax-code key a hire through the command would take (worker-reservations.ts).
      { expectedRevision: 'no_stream', reservations: workerReservations(initialWorkerState(), [{ type: 'WorkerHired', data }]) },
    );
    written++;
  }
  return written;
}
