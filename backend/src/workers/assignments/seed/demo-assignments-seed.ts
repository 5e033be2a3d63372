import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DEMO_GENERAL_JOBS } from '../../../jobs/seed/demo-jobs';
import type { Actor } from '../../../shared/event-metadata';
import { EVERY_RECORD } from '../../../shared/record-scope';
import { demoId } from '../../../users/seed/demo-data';
import { demoWorkerId } from '../../seed/demo-workers-seed';
import { AssignWorkerJobCommand } from '../commands/assign-worker-job/assign-worker-job.command';

/** How many demo workers get a general job (with its hazards and protocol); the rest show the 'no protocol' card. */
export const DEMO_ASSIGNED_WORKERS = 120;

/**
 * Gives the first demo workers one of the demo general jobs, copying its hazards and health protocol, so worker
 * cards and lists have something real to show. Command ids are fixed: a second start appends nothing.
 */
export async function seedDemoAssignments(app: INestApplicationContext, actor: Actor): Promise<void> {
  const commands = app.get(CommandBus);
  for (let index = 0; index < DEMO_ASSIGNED_WORKERS; index++) {
    const job = DEMO_GENERAL_JOBS[index % DEMO_GENERAL_JOBS.length];
    await commands.execute(
      new AssignWorkerJobCommand(
        demoWorkerId(index),
        { jobId: demoId(`job:${job.key}`), altJobIds: [], riskProfileIds: [], resetHealthProtocol: true },
        { actor, commandId: `tutela-demo:worker:${index}:assign-job`, scope: EVERY_RECORD, wait: false },
      ),
    );
  }
}
