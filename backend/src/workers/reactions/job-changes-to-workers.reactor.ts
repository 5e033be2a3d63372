import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { EventStore, JobHazardsSetData, JobHealthProtocolSetData, RecordedEvent } from '@tutela/contracts';
import { jobAtRevision } from '../../jobs/public';
import type { Reactor } from '../../platform/reactions/reactor';
import { Reactions } from '../../platform/reactions/reactions';
import { EVENT_STORE } from '../../shared/tokens';
import { WorkerPropagation, type PropagatedChange } from '../assignments/worker-propagation';

/**
 * A job's hazards or protocol, set with 'propagate' ('workerpropagate'), carried to the job's active workers:
 * one command per worker, its id derived from the job event's id and the worker's, so hearing the event again
 * appends nothing. The job is read as it stood at the event (its tenant and level), not as it stands now.
 */
@Injectable()
export class JobChangesToWorkersReactor implements Reactor, OnModuleInit {
  readonly name = 'job-changes-to-workers';
  readonly handles = ['JobHazardsSet', 'JobHealthProtocolSet'] as const;

  constructor(
    private readonly reactions: Reactions,
    private readonly propagation: WorkerPropagation,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  onModuleInit(): void {
    this.reactions.register(this);
  }

  async react(event: RecordedEvent): Promise<number> {
    const data = event.data as JobHazardsSetData | JobHealthProtocolSetData;
    if (!data.propagate) return 0;
    const job = await jobAtRevision(this.store, data.jobId, event.revision);
    if (job.status !== 'active') return 0;
    const change: PropagatedChange =
      'hazards' in data ? { kind: 'hazards', hazards: data.hazards } : { kind: 'protocol', protocol: data.protocol };
    const { metadata } = event;
    const actor = { userId: metadata.actorId, name: metadata.actorName, role: metadata.actorRole, entityId: metadata.entityId };
    const { position } = await this.propagation.propagate({ jobId: data.jobId, entityId: job.entityId, level: job.level }, change, {
      actor,
      commandId: event.id,
      // The activity log links each worker's change to the job command that caused it, as before.
      causationId: metadata.commandId,
    });
    return position;
  }
}
