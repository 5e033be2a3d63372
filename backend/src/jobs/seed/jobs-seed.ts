import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ALL_TENANTS, type EventStore, type Database } from '@tutela/contracts';
import { ProjectionWaiter } from '../../platform/projection-waiter';
import type { Actor } from '../../shared/event-metadata';
import { DATABASE, EVENT_STORE } from '../../shared/tokens';
import { demoId } from '../../demo/demo-data';
import { CreateJobCommand } from '../commands/create-job/create-job.command';
import { SetJobHazardsCommand } from '../commands/set-job-hazards/set-job-hazards.command';
import { SetJobProtocolCommand } from '../commands/set-job-protocol/set-job-protocol.command';
import { jobStream } from '../domain/job.decider';
import { DEMO_FACTORY_JOBS, DEMO_GENERAL_JOBS, type DemoJob } from './demo-jobs';

/**
 * The demo entity's job catalogue and, for each factory of the demo customer that the customers read model
 * knows, its specific jobs. Idempotent: a job whose stream exists is left alone (an administrator may have
 * changed it), and command ids are fixed.
 */
export async function seedDemoJobs(app: INestApplicationContext, actor: Actor, customerId: string): Promise<void> {
  const commands = app.get(CommandBus);
  const store = app.get<EventStore>(EVENT_STORE);
  const db = app.get<Database>(DATABASE);
  const seed = async (job: DemoJob, jobId: string, tenant: { customerId: string | null; factoryId: string | null }) => {
    if ((await store.readStream(jobStream(jobId), { toRevision: 0 })).length > 0) return;
    const options = (step: string) => ({ actor, commandId: `tutela-demo:job:${jobId}:${step}`, scope: ALL_TENANTS });
    await commands.execute(
      new CreateJobCommand(
        { jobId, ...tenant, name: job.name, nameEng: null, description: job.description, level: job.level, jobType: 'JOB' },
        options('create'),
      ),
    );
    await commands.execute(new SetJobHazardsCommand(jobId, job.hazards, false, options('hazards')));
    // The seed acts as the system: the period rule (level 6) is the users' rule, not the seed's.
    await commands.execute(new SetJobProtocolCommand(jobId, job.protocol, false, 9, options('protocol')));
  };

  for (const job of DEMO_GENERAL_JOBS) await seed(job, demoId(`job:${job.key}`), { customerId: null, factoryId: null });

  // Factories come from the customers context: the read model must have caught up with the seed's customer.
  await app.get(ProjectionWaiter).waitFor(await store.headPosition(), 30_000);
  const { rows: found } = await db.query<{ found: string | null }>(`SELECT to_regclass('customer_factories')::text AS found`);
  if (found[0]?.found == null) return;
  const { rows: factories } = await db.query<{ id: string }>('SELECT id FROM customer_factories WHERE customer_id = $1 ORDER BY id', [
    customerId,
  ]);
  for (const factory of factories) {
    for (const job of DEMO_FACTORY_JOBS) await seed(job, demoId(`job:${factory.id}:${job.key}`), { customerId, factoryId: factory.id });
  }
}
