import { Inject, Injectable, Logger } from '@nestjs/common';
import type { HazardAssignment, HealthProtocolEntry } from '@tutela/contracts';
import { derivedUuid } from '../../shared/derived-uuid';
import { DomainError } from '../../shared/domain-error';
import type { Actor } from '../../shared/event-metadata';
import { ACTIVE_WORKERS, type ActiveWorkersPort } from './active-workers.port';
import { CommandPipeline } from '../../shared/command-pipeline';
import { runWorkerCommand } from './worker-command-context';

export type PropagatedChange = { kind: 'hazards'; hazards: HazardAssignment[] } | { kind: 'protocol'; protocol: HealthProtocolEntry[] };

/**
 * Carries a job's new hazards or protocol to its active workers ('workerpropagate'): one command per worker on
 * the worker's own stream, with an id derived from the given id (the job event's, in the job-changes reactor)
 * and the worker's, so hearing the same event again re-sends the same ids and changes nothing twice. A worker
 * resigned since the read model listed it is skipped: the others still get the change.
 */
@Injectable()
export class WorkerPropagation {
  private readonly logger = new Logger('WorkerPropagation');

  constructor(
    @Inject(ACTIVE_WORKERS) private readonly workers: ActiveWorkersPort,
    private readonly pipeline: CommandPipeline,
  ) {}

  async propagate(
    job: { jobId: string; entityId: string; level: number },
    change: PropagatedChange,
    /** `causationId`: the command behind the causing event, when `commandId` is that event's id (a reaction). */
    context: { actor: Actor; commandId: string; causationId?: string },
  ): Promise<{ count: number; position: number }> {
    let count = 0;
    let position = 0;
    const scope = { entityId: job.entityId, customerIds: null, factoryIds: null };
    for (const worker of await this.workers.ofJob(job.jobId)) {
      const command =
        change.kind === 'hazards'
          ? { type: 'SetWorkerHazards' as const, hazards: change.hazards, detailed: job.level === 1, propagatedFromJobId: job.jobId }
          : { type: 'SetWorkerProtocol' as const, protocol: change.protocol, actorLevel: 0, propagatedFromJobId: job.jobId };
      try {
        const result = await runWorkerCommand(this.pipeline, worker.workerId, command, {
          actor: context.actor,
          commandId: derivedUuid(`${context.commandId}:propagate:${worker.workerId}`),
          scope,
          causationId: context.causationId ?? context.commandId,
          wait: false,
        });
        count += 1;
        position = Math.max(position, result.position);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        this.logger.warn(`Propagazione della mansione ${job.jobId} al lavoratore ${worker.workerId} saltata: ${error.message}`);
      }
    }
    return { count, position };
  }
}
