import { inScope, REGISTRY_MESSAGES, type TenantScope } from '@tutela/contracts';
import { DomainError } from '../../shared/domain-error';
import type { WorkerAssignmentState } from './worker-assignment-state';

/**
 * Checked before anything else the request names (a job, a site) is looked up: a worker the caller cannot
 * see answers 404 whatever else is wrong with the request.
 */
export function requireVisibleWorker(
  state: WorkerAssignmentState,
  scope: TenantScope,
): asserts state is Exclude<WorkerAssignmentState, { status: 'unknown' }> {
  if (state.status === 'unknown' || !inScope(scope, state)) throw new DomainError(REGISTRY_MESSAGES.WORKER_NOT_FOUND, 'not_found');
}
