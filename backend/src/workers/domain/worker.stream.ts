import { inScope, REGISTRY_MESSAGES, type WorkerEvent } from '@tutela/contracts';
import { DomainError } from '../../shared/domain-error';
import type { StreamDeclaration } from '../../shared/stream-declaration';
import type { WorkerCommand } from './worker-commands';
import { workerEditConflicts } from './worker-edit-conflicts';
import { workerReservations } from './worker-reservations';
import type { WorkerState } from './worker-state';
import { taxCodeTaken, workerDecider, workerStream } from './worker.decider';

/**
 * The workers' streams for the command pipeline. Events are tagged with the worker's entity, customer and site:
 * the hire's, the transfer's destination, else where the worker is. A worker outside the caller's scope answers
 * 404 like an unknown one (the handler checks beforehand who may write, which needs the caller's level). The
 * tax-code key a hire takes is reserved in the append (worker-reservations.ts); a key held by another worker
 * answers 409 naming them.
 */
export const workerStreamDeclaration: StreamDeclaration<WorkerCommand, WorkerState, WorkerEvent> = {
  streamName: workerStream,
  decider: workerDecider,
  tenantOf: (state, command) => {
    if (state.status === 'absent') {
      return command.type === 'HireWorker'
        ? { entityId: command.entityId, customerId: command.customerId, factoryId: command.factoryId }
        : null;
    }
    const target = command.type === 'TransferWorker' ? command : state;
    return { entityId: state.entityId, customerId: target.customerId, factoryId: target.factoryId };
  },
  authorize: (tenant, scope) => {
    if (!tenant || tenant.entityId === null || !inScope(scope, { ...tenant, entityId: tenant.entityId })) {
      throw new DomainError(REGISTRY_MESSAGES.WORKER_NOT_FOUND, 'not_found');
    }
  },
  conflictsWith: workerEditConflicts,
  reservations: workerReservations,
  reservationConflict: (error, holder) => {
    const fiscalCode = error.key.slice(error.key.indexOf(':') + 1);
    const name = holder && holder.status !== 'absent' ? `${holder.personal.firstName} ${holder.personal.lastName}` : null;
    const message = taxCodeTaken(fiscalCode, name);
    return new DomainError(message, 'conflict', { fiscal_code: [message] });
  },
};
