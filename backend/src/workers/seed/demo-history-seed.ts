import { computeFiscalCode, type EventStore, type WorkerEvent, type WorkerHiredData } from '@tutela/contracts';
import { eventIdFor } from '../../shared/command-runner';
import { eventMetadata, type Actor } from '../../shared/event-metadata';
import { DEMO_CUSTOMER, DEMO_ENTITY, demoId } from '../../demo/demo-data';
import { workerStream } from '../domain/worker.decider';
import { workerReservations } from '../domain/worker-reservations';
import { evolveWorker, initialWorkerState } from '../domain/worker-state';

/** A demo worker whose changes happened on different days, so "Cronologia" has a past to travel to. */
export const DEMO_HISTORY_WORKER_ID = eventIdFor('tutela-demo:history-worker', 0);

const SECRETARY: Actor = {
  userId: demoId('user:segreteria'),
  name: 'Sara Galli',
  role: 'secretary',
  entityId: DEMO_ENTITY.id,
};
const ENTITY_ADMIN: Actor = {
  userId: demoId('user:ente'),
  name: 'Elena Conti',
  role: 'entity_administrator',
  entityId: DEMO_ENTITY.id,
};

const person = {
  firstName: 'Lorenzo',
  lastName: 'Storici',
  sex: 'M' as const,
  birthDate: '1979-04-21',
  birthPlaceCode: 'A794',
};
const hired: WorkerHiredData = {
  workerId: DEMO_HISTORY_WORKER_ID,
  entityId: DEMO_ENTITY.id,
  customerId: DEMO_CUSTOMER.id,
  factoryId: null,
  ...person,
  birthPlace: 'Bergamo',
  fiscalCode: computeFiscalCode(person),
  email: null,
  hiredOn: '2024-02-05',
  contract: 'DETERMINATO',
};

/** Hired in February 2024, e-mail added in September 2024, permanent contract in March 2025. */
export const DEMO_HISTORY_EVENTS: Array<{
  occurredAt: string;
  actor: Actor;
  type: string;
  data: object;
}> = [
  {
    occurredAt: '2024-02-05T08:30:00.000Z',
    actor: SECRETARY,
    type: 'WorkerHired',
    data: hired,
  },
  {
    occurredAt: '2024-09-16T10:15:00.000Z',
    actor: SECRETARY,
    type: 'WorkerPersonalDataUpdated',
    data: {
      workerId: DEMO_HISTORY_WORKER_ID,
      email: 'lorenzo.storici@example.it',
    },
  },
  {
    occurredAt: '2025-03-03T14:00:00.000Z',
    actor: ENTITY_ADMIN,
    type: 'WorkerEmploymentUpdated',
    data: {
      workerId: DEMO_HISTORY_WORKER_ID,
      contract: 'INDETERMINATO',
      suitability: 'ID',
    },
  },
];

/** Idempotent: each event has a fixed id and is appended only when the stream is shorter than its revision. */
export async function seedDemoHistory(store: EventStore): Promise<void> {
  const stream = workerStream(DEMO_HISTORY_WORKER_ID);
  const written = (await store.readStream(stream)).length;
  for (const [index, event] of DEMO_HISTORY_EVENTS.entries()) {
    if (index < written) continue;
    const commandId = `tutela-demo:history-worker:${index}`;
    // The tax-code key a hire through the command takes (worker-reservations.ts): no second hire of this worker.
    const before = (DEMO_HISTORY_EVENTS.slice(0, index) as WorkerEvent[]).reduce(evolveWorker, initialWorkerState());
    await store.append(
      stream,
      [
        {
          id: eventIdFor(commandId, 0),
          type: event.type,
          data: event.data,
          metadata: eventMetadata(event.actor, commandId, { customerId: DEMO_CUSTOMER.id }, new Date(event.occurredAt)),
        },
      ],
      {
        expectedRevision: index === 0 ? 'no_stream' : index - 1,
        reservations: workerReservations(before, [event as WorkerEvent]),
      },
    );
  }
}
