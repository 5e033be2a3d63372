import { Logger, type INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ALL_TENANTS, type EventStore, type WorkerHiredData } from '@tutela/contracts';
import { DEMO_FACTORY_JOBS, DEMO_GENERAL_JOBS } from '../../../jobs/public';
import { ProjectionWaiter } from '../../../platform/projection-waiter';
import { eventIdFor } from '../../../shared/command-runner';
import { DomainError } from '../../../shared/domain-error';
import type { Actor } from '../../../shared/event-metadata';
import { EVENT_STORE } from '../../../shared/tokens';
import { DEMO_CUSTOMER, demoId } from '../../../demo/demo-data';
import { workerStream } from '../../domain/worker.decider';
import { demoWorkerId } from '../../seed/demo-workers-seed';
import { AssignWorkerJobCommand } from '../commands/assign-worker-job/assign-worker-job.command';

/** How many demo workers get a general job (with its hazards and protocol); the rest show the 'no protocol' card. */
export const DEMO_ASSIGNED_WORKERS = 120;

/**
 * The job a demo worker gets: a general one, except every third worker of the demo customer from the 21st on, who
 * gets a specific job of their own factory (Saldatore, Carrellista), so factory jobs and the site DVR that assesses
 * them have workers whose protocols a change touches.
 */
function demoJobIdFor(index: number, hired: Partial<WorkerHiredData> | undefined): string {
  if (index >= 20 && hired?.customerId === DEMO_CUSTOMER.id && hired.factoryId && index % 3 === 0) {
    return demoId(`job:${hired.factoryId}:${DEMO_FACTORY_JOBS[index % DEMO_FACTORY_JOBS.length].key}`);
  }
  return demoId(`job:${DEMO_GENERAL_JOBS[index % DEMO_GENERAL_JOBS.length].key}`);
}

/** How long the seed waits for the jobs read model before assigning (a restart on a large log may lag behind). */
const CATCH_UP_MS = 30_000;

/**
 * Gives the first demo workers a demo job (demoJobIdFor), copying its hazards and health protocol, so worker
 * cards and lists have something real to show. Command ids are fixed: a step already in the worker's stream is
 * skipped without asking the read model, so a restart appends nothing and never depends on the projections.
 * A job the read model does not show yet (projections still catching up on a large log) only skips that step:
 * demo data is never a reason for the platform not to start.
 */
export async function seedDemoAssignments(app: INestApplicationContext, actor: Actor): Promise<void> {
  const commands = app.get(CommandBus);
  const store = app.get<EventStore>(EVENT_STORE);
  await app.get(ProjectionWaiter).waitFor(await store.headPosition(), CATCH_UP_MS);
  let skipped = 0;
  for (let index = 0; index < DEMO_ASSIGNED_WORKERS; index++) {
    const workerId = demoWorkerId(index);
    const commandId = `tutela-demo:worker:${index}:assign-job`;
    const recorded = await store.readStream(workerStream(workerId));
    if (recorded.some((event) => event.id === eventIdFor(commandId, 0))) continue;
    try {
      await commands.execute(
        new AssignWorkerJobCommand(
          workerId,
          {
            jobId: demoJobIdFor(index, recorded[0]?.data as Partial<WorkerHiredData> | undefined),
            altJobIds: [],
            riskProfileIds: [],
            resetHealthProtocol: true,
          },
          { actor, commandId, scope: ALL_TENANTS, wait: false },
        ),
      );
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      skipped += 1;
    }
  }
  if (skipped > 0) {
    new Logger('DemoSeed').warn(
      `${skipped} assegnazioni demo rimandate: le proiezioni non mostrano ancora le mansioni (riprovo al prossimo avvio)`,
    );
  }
}
