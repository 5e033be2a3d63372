import { Inject, Injectable } from '@nestjs/common';
import type { EventStore, JobCreatedData } from '@tutela/contracts';
import { ProjectionWaiter } from '../../platform/projection-waiter';
import { runDecider, type ClientRevision, type CommandResult } from '../../shared/command-runner';
import { eventMetadata, type Actor } from '../../shared/event-metadata';
import type { RecordScope } from '../../shared/record-scope';
import { EVENT_STORE } from '../../shared/tokens';
import type { JobCommand } from '../domain/job-commands';
import { jobDecider, jobStream, type JobEvent, type JobState } from '../domain/job.decider';

export interface JobCommandOptions {
  actor: Actor;
  commandId: string;
  scope: RecordScope;
  /** The job card's revision: a concurrent change of the same part answers 409. */
  clientRevision?: ClientRevision;
  /** false: the caller waits itself (after a propagation), once for everything written. */
  wait?: boolean;
}

export type JobCommandResult = CommandResult & { events: JobEvent[]; state: JobState };

/**
 * The shell every job command shares: read → fold → decide → append → wait for the read models. Events are
 * tagged with the job's entity, customer and factory (not the actor's) so each tenant's activity log shows them.
 */
@Injectable()
export class JobCommandRunner {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly waiter: ProjectionWaiter,
  ) {}

  async run(jobId: string, command: JobCommand, options: JobCommandOptions): Promise<JobCommandResult> {
    const stream = jobStream(jobId);
    const tenant = command.type === 'CreateJob' ? command : await this.tenantOf(stream);
    const metadata = eventMetadata({ ...options.actor, entityId: tenant?.entityId ?? options.actor.entityId }, options.commandId, {
      customerId: tenant?.customerId ?? null,
      factoryId: tenant?.factoryId ?? null,
    });
    const result = await runDecider(
      this.store,
      stream,
      jobDecider,
      { command, scope: options.scope },
      metadata,
      jobId,
      options.clientRevision,
    );
    if (options.wait !== false) await this.waiter.waitFor(result.position);
    return result;
  }

  waitFor(position: number): Promise<boolean> {
    return this.waiter.waitFor(position);
  }

  private async tenantOf(stream: string): Promise<Pick<JobCreatedData, 'entityId' | 'customerId' | 'factoryId'> | null> {
    const [first] = await this.store.readStream(stream, { toRevision: 0 });
    return first?.type === 'JobCreated' ? (first.data as JobCreatedData) : null;
  }
}

/** A client revision that conflicts only with later events of the given types (the part of the card being saved). */
export function revisionAgainst(revision: number | undefined, types: readonly JobEvent['type'][]): ClientRevision | undefined {
  return revision === undefined
    ? undefined
    : { revision, conflictsWith: (event) => types.includes(event.type as JobEvent['type']) || event.type === 'JobRetired' };
}
