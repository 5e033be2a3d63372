import { REGISTRY_MESSAGES, type WorkerEvent } from '@tutela/contracts';
import type { Principal } from '../../auth/principal';
import { commandAnswerOf, type CommandPipeline, type PipelineResult } from '../../shared/command-pipeline';
import type { CommandResult } from '../../shared/command-runner';
import { DomainError } from '../../shared/domain-error';
import type { WorkerState } from '../domain/worker-state';
import { workerStreamDeclaration } from '../domain/worker.stream';
import type { WorkerAccess } from '../infrastructure/worker-access';

export type WorkerCommandResult = PipelineResult<WorkerState, WorkerEvent>;
export type ExistingWorker = Extract<WorkerState, { status: 'active' | 'resigned' }>;

/**
 * An existing worker the caller may change, else 404 / 403. Its state is for the handler's checks only: the
 * command reads the stream again, so a job assigned meanwhile (another stream writer) does not make the edit a 409.
 */
export async function existingWorker(
  pipeline: CommandPipeline,
  access: WorkerAccess,
  workerId: string,
  principal: Principal,
): Promise<ExistingWorker> {
  const state = await pipeline.load(workerStreamDeclaration, workerId);
  if (state.status === 'absent') throw new DomainError(REGISTRY_MESSAGES.WORKER_NOT_FOUND, 'not_found');
  await access.assertCanWrite(principal, state);
  return state;
}

export function commandAnswer(result: CommandResult): { data: CommandResult } {
  return { data: commandAnswerOf(result) };
}
