import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  baseHazardById,
  diffJobHazards,
  dvrHazardErrors,
  dvrAssessedHazardIds,
  dvrJobHazards,
  examinationTypeById,
  hasErrors,
  periodLabel,
  type DvrHazardsPreview,
  type DvrJobHazards,
  type HealthProtocolEntry,
  type JobCommandAnswer,
  type JobHazardsDiff,
  type Database,
} from '@tutela/contracts';
import { factoryJobs, SetJobHazardsCommand, type FactoryJob } from '../../jobs/public';
import { derivedUuid } from '../../shared/derived-uuid';
import { DomainError } from '../../shared/domain-error';
import { DATABASE } from '../../shared/tokens';
import { activeWorkersOfJobs } from '../../workers/public';
import type { DvrHazardApplyContext, DvrHazardApplyResult, DvrHazardFeed, DvrHazardSource } from './dvr-hazard-feed.port';

interface JobChange {
  job: FactoryJob;
  diff: JobHazardsDiff;
}

/**
 * The DVR's side of the jobs' hazards: it reads the factory's jobs from the jobs read model, decides each job's
 * new list with the contracts' rules (diffJobHazards) and leaves the writing to the jobs context's own command,
 * whose propagation gives the active workers the same list.
 */
@Injectable()
export class DvrHazardFeedService implements DvrHazardFeed {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly commands: CommandBus,
  ) {}

  /** What a signature records: checked like preview and apply, so a signed revision never names a foreign job. */
  async jobHazards(source: DvrHazardSource): Promise<DvrJobHazards[]> {
    await this.validFactoryJobs(source);
    return dvrJobHazards(source.data);
  }

  async preview(source: DvrHazardSource): Promise<DvrHazardsPreview> {
    const changes = await this.changes(source);
    const workers = await activeWorkersOfJobs(
      this.db,
      changes.map((change) => change.job.id),
    );
    const jobs = changes.map(({ job, diff }) => ({
      job_id: job.id,
      job_name: job.name,
      added: diff.added.map(described),
      removed: diff.removed.map(described),
      workers: workers
        .filter((worker) => worker.job_id === job.id)
        .map((worker) => ({
          id: worker.id,
          name: `${worker.last_name} ${worker.first_name}`,
          protocol: protocolLines(worker.health_protocol ?? []),
        })),
    }));
    return { jobs, workers_total: jobs.reduce((total, job) => total + job.workers.length, 0) };
  }

  async apply(source: DvrHazardSource, context: DvrHazardApplyContext): Promise<DvrHazardApplyResult> {
    const scope = { entityId: source.entityId, customerIds: null, factoryIds: null };
    const jobs: DvrHazardApplyResult['jobs'] = [];
    let workers = 0;
    let position = 0;
    for (const { job, diff } of await this.changes(source)) {
      // One id per job derived from the signature's: a retried signature re-sends the same ids and writes nothing twice.
      const answer = await this.commands.execute<SetJobHazardsCommand, JobCommandAnswer>(
        new SetJobHazardsCommand(job.id, diff.hazards, true, {
          actor: context.actor,
          commandId: derivedUuid(`${context.commandId}:dvr-hazards:${job.id}`),
          scope,
          causationId: context.causationId,
          reaction: context.reaction,
        }),
      );
      jobs.push({ jobId: job.id, added: diff.added, removed: diff.removed });
      workers += answer.propagatedTo ?? 0;
      position = Math.max(position, answer.position);
    }
    return { jobs, workers, position };
  }

  /** The factory's jobs whose hazards the DVR changes, in the jobs list's order; invalid rows refuse it all (422). */
  private async changes(source: DvrHazardSource): Promise<JobChange[]> {
    const jobs = await this.validFactoryJobs(source);
    const next = new Map(dvrJobHazards(source.data).map((entry) => [entry.jobId, entry.hazards]));
    const previous = new Map(source.previouslyApplied.map((entry) => [entry.jobId, entry.hazards.map((hazard) => hazard.hazardId)]));
    return jobs
      .filter((job) => next.has(job.id) || previous.has(job.id))
      .map((job) => ({ job, diff: diffJobHazards(job.hazards, next.get(job.id) ?? [], previous.get(job.id) ?? []) }))
      .filter((change) => change.diff.changed);
  }

  private async validFactoryJobs(source: DvrHazardSource): Promise<FactoryJob[]> {
    const jobs = await factoryJobs(this.db, source);
    const errors = dvrHazardErrors(
      source.data,
      jobs.map((job) => job.id),
      undefined,
      dvrAssessedHazardIds(source.code),
    );
    if (hasErrors(errors)) throw new DomainError(Object.values(errors)[0][0], 'validation', errors);
    return jobs;
  }
}

function described(hazardId: string): { hazard_id: string; description: string } {
  return { hazard_id: hazardId, description: baseHazardById(hazardId)?.description_med ?? hazardId };
}

/** A worker's protocol as the preview reads it: "Visita medica periodica – ANNUALE". */
function protocolLines(protocol: readonly HealthProtocolEntry[]): string[] {
  return protocol.map(
    (row) => `${examinationTypeById(row.examinationTypeId)?.name ?? String(row.examinationTypeId)} – ${periodLabel(row.period)}`,
  );
}
