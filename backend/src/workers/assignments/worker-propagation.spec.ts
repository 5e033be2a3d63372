import type { EventMetadata } from '@tutela/contracts';
import { InMemoryEventStore } from '@tutela/projections/src/testing/in-memory-event-store';
import type { ProjectionWaiter } from '../../platform/projection-waiter';
import type { ActiveWorker, ActiveWorkersPort } from './active-workers.port';
import { CommandPipeline } from '../../shared/command-pipeline';
import { WorkerPropagation } from './worker-propagation';

const metadata: EventMetadata = {
  actorId: 'system',
  actorName: 'Sistema',
  actorRole: 'system',
  entityId: 'e1',
  correlationId: 'seed',
  causationId: null,
  commandId: 'seed',
  occurredAt: '2025-01-01T00:00:00.000Z',
};
const actor = { userId: 'u1', name: 'Marco Bianchi', role: 'doctor', entityId: 'e1' };

async function harness(workers: ActiveWorker[]) {
  const store = new InMemoryEventStore();
  for (const [index, worker] of workers.entries()) {
    const hired = {
      workerId: worker.workerId,
      entityId: index === 2 ? 'e2' : 'e1',
      customerId: worker.customerId,
      factoryId: worker.factoryId,
      firstName: 'N',
      lastName: 'C',
      sex: 'F',
      birthDate: '1990-01-01',
      birthPlace: 'ROMA',
      birthPlaceCode: null,
      fiscalCode: null,
      email: null,
    };
    await store.append(`worker-${worker.workerId}`, [{ id: `h-${index}`, type: 'WorkerHired', data: hired, metadata }], {
      expectedRevision: 'no_stream',
    });
  }
  // w2 resigned after the read model listed it as active.
  await store.append('worker-w2', [{ id: 'r-2', type: 'WorkerResigned', data: { workerId: 'w2', resignedOn: '2025-06-30' }, metadata }], {
    expectedRevision: 0,
  });
  const port: ActiveWorkersPort = { ofJob: async () => workers };
  const waiter = { waitFor: async () => true } as unknown as ProjectionWaiter;
  return { store, propagation: new WorkerPropagation(port, new CommandPipeline(store, waiter)) };
}

describe('WorkerPropagation', () => {
  const workers: ActiveWorker[] = [
    { workerId: 'w1', customerId: 'c1', factoryId: 'f1' },
    { workerId: 'w2', customerId: 'c1', factoryId: 'f1' },
    // Another entity's worker listed by mistake: never touched.
    { workerId: 'w3', customerId: 'c9', factoryId: null },
  ];
  const protocol = [{ examinationTypeId: 10, period: 12, periodInJob: null }];

  it('appends the change to each active worker of the entity, tagged with the job, and skips the others', async () => {
    const { store, propagation } = await harness(workers);
    const result = await propagation.propagate(
      { jobId: 'j1', entityId: 'e1', level: 2 },
      { kind: 'protocol', protocol },
      { actor, commandId: 'cmd-1' },
    );
    expect(result.count).toBe(1);
    const [, set] = await store.readStream('worker-w1');
    expect(set).toMatchObject({
      type: 'WorkerHealthProtocolSet',
      data: { workerId: 'w1', protocol, propagatedFromJobId: 'j1' },
      metadata: { actorName: 'Marco Bianchi', customerId: 'c1', factoryId: 'f1', causationId: 'cmd-1' },
    });
    expect(await store.readStream('worker-w2')).toHaveLength(2);
    expect(await store.readStream('worker-w3')).toHaveLength(1);
  });

  it('is a no-op when the same job command is retried', async () => {
    const { store, propagation } = await harness(workers);
    const job = { jobId: 'j1', entityId: 'e1', level: 1 };
    const hazards = [{ hazardId: 'RUMORE', evaluationDate: null, expositionDays: 200, frequency: 4 as const, formData: { LEXD: 86 } }];
    await propagation.propagate(job, { kind: 'hazards', hazards }, { actor, commandId: 'cmd-2' });
    const head = await store.headPosition();
    await propagation.propagate(job, { kind: 'hazards', hazards }, { actor, commandId: 'cmd-2' });
    expect(await store.headPosition()).toBe(head);
    expect((await store.readStream('worker-w1')).at(-1)).toMatchObject({
      type: 'WorkerHazardsSet',
      data: { hazards, propagatedFromJobId: 'j1' },
    });
  });
});
