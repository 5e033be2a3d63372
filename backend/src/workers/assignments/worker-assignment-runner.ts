import { Inject, Injectable } from '@nestjs/common';
import type { EventStore } from '@tutela/contracts';
import { ProjectionWaiter } from '../../platform/projection-waiter';
import { runDecider, type CommandResult } from '../../shared/command-runner';
import { fold } from '../../shared/decider';
import { eventMetadata, type Actor } from '../../shared/event-metadata';
import type { RecordScope } from '../../shared/record-scope';
import { EVENT_STORE } from '../../shared/tokens';
import type { WorkerAssignmentCommand } from './worker-assignment-commands';
import { workerAssignmentDecider, workerStream } from './worker-assignment.decider';
import type { WorkerAssignmentState, WorkerEvent } from './worker-assignment-state';

export interface WorkerCommandContext {
  actor: Actor;
  commandId: string;
  scope: RecordScope;
  /** The job command this one follows from (a propagation), for the activity log's causation. */
  causationId?: string;
  /** false: the caller waits once for the last of several commands (a propagation). */
  wait?: boolean;
}

/**
 * The shell of the worker-side commands: read → fold → decide → append (shared runner, ids derived from the
 * command id) → wait for the read models. Events are tagged with the worker's customer and site.
 */
@Injectable()
export class WorkerAssignmentRunner {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly waiter: ProjectionWaiter,
  ) {}

  /** The worker's state from its stream (tenant, job, hazards, protocol). */
  async state(workerId: string): Promise<WorkerAssignmentState> {
    const recorded = await this.store.readStream(workerStream(workerId));
    return fold(
      workerAssignmentDecider,
      recorded.map((event) => ({ type: event.type, data: event.data }) as WorkerEvent),
    );
  }

  async run(
    workerId: string,
    command: WorkerAssignmentCommand,
    context: WorkerCommandContext,
    known?: WorkerAssignmentState,
  ): Promise<CommandResult> {
    const state = known ?? (await this.state(workerId));
    const tenant = state.status === 'unknown' ? {} : { customerId: state.customerId, factoryId: state.factoryId };
    const metadata = eventMetadata(
      { ...context.actor, entityId: state.status === 'unknown' ? context.actor.entityId : state.entityId },
      context.commandId,
      {
        ...tenant,
        ...(context.causationId ? { causationId: context.causationId, correlationId: context.causationId } : {}),
      },
    );
    const result = await runDecider(
      this.store,
      workerStream(workerId),
      workerAssignmentDecider,
      { command, scope: context.scope },
      metadata,
      workerId,
    );
    if (context.wait !== false) await this.waiter.waitFor(result.position);
    return { id: result.id, revision: result.revision, position: result.position };
  }
}
