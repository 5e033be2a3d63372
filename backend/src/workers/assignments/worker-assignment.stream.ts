import type { StreamDeclaration } from '../../shared/stream-declaration';
import type { ScopedWorkerAssignmentCommand } from './worker-assignment-commands';
import { workerAssignmentDecider, workerStream } from './worker-assignment.decider';
import type { WorkerAssignmentState, WorkerEvent } from './worker-assignment-state';

/**
 * The worker-side commands (job, hazards, protocol) on the worker's stream, for the command pipeline. Events are
 * tagged with the worker's entity, customer and site; the decider checks the caller's scope.
 */
export const workerAssignmentStreamDeclaration: StreamDeclaration<ScopedWorkerAssignmentCommand, WorkerAssignmentState, WorkerEvent> = {
  streamName: workerStream,
  decider: workerAssignmentDecider,
  tenantOf: (state) =>
    state.status === 'unknown' ? null : { entityId: state.entityId, customerId: state.customerId, factoryId: state.factoryId },
};
