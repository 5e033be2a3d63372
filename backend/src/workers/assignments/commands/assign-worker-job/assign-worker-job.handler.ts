import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { REGISTRY_MESSAGES } from '@tutela/contracts';
import type { CommandResult } from '../../../../shared/command-runner';
import { DomainError } from '../../../../shared/domain-error';
import { JobSnapshots } from '../../job-snapshots';
import { RegistryPlaces } from '../../../../customers/public';
import { CommandPipeline } from '../../../../shared/command-pipeline';
import { workerAssignmentStreamDeclaration as workers } from '../../worker-assignment.stream';
import { runWorkerCommand } from '../../worker-command-context';
import { requireVisibleWorker } from '../../worker-visibility';
import { AssignWorkerJobCommand } from './assign-worker-job.command';

/**
 * The job assignment form (part 2 §3.4): job, alternative jobs, risk profiles, site and department; with
 * 'reset' the worker's hazards and protocol become the job's.
 */
@CommandHandler(AssignWorkerJobCommand)
export class AssignWorkerJobHandler implements ICommandHandler<AssignWorkerJobCommand, CommandResult> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly jobs: JobSnapshots,
    private readonly places: RegistryPlaces,
  ) {}

  async execute({ workerId, form, context }: AssignWorkerJobCommand): Promise<CommandResult> {
    const state = await this.pipeline.load(workers, workerId);
    requireVisibleWorker(state, context.scope);
    const snapshots = await this.jobs.byIds([...(form.jobId ? [form.jobId] : []), ...form.altJobIds]);
    const job = form.jobId ? snapshots.get(form.jobId) : null;
    if (job === undefined) throw DomainError.validation('job_id', REGISTRY_MESSAGES.JOB_NOT_FOUND);
    const altJobs = form.altJobIds.map((id) => snapshots.get(id));
    if (altJobs.some((alt) => alt === undefined)) throw DomainError.validation('altjobs', REGISTRY_MESSAGES.JOB_NOT_FOUND);
    const factoryId = form.factoryId === undefined ? state.factoryId : form.factoryId;
    if (form.factoryId && !(await this.places.factoryOfCustomer(state.customerId, form.factoryId))) {
      throw DomainError.validation('factory_id', REGISTRY_MESSAGES.FACTORY_NOT_FOUND);
    }
    if (form.departmentId && !(await this.places.departmentOfFactory(factoryId, form.departmentId))) {
      throw DomainError.validation('department_id', REGISTRY_MESSAGES.DEPARTMENT_NOT_FOUND);
    }
    const command = {
      type: 'AssignWorkerJob' as const,
      job,
      altJobs: altJobs.filter((alt) => alt !== undefined),
      riskProfileIds: form.riskProfileIds,
      resetHealthProtocol: form.resetHealthProtocol,
      factoryId: form.factoryId,
      departmentId: form.departmentId,
    };
    return runWorkerCommand(this.pipeline, workerId, command, context);
  }
}
