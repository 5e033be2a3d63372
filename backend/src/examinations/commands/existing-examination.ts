import { EXAMINATION_MESSAGES, inScope, scopeOf } from '@tutela/contracts';
import type { Principal } from '../../auth/principal';
import type { CommandPipeline, LoadedStream, PipelineResult } from '../../shared/command-pipeline';
import { DomainError } from '../../shared/domain-error';
import { examinationStreamDeclaration } from '../domain/examination.stream';
import type { ExaminationState, ExistingExamination } from '../domain/examination-state';
import type { ExaminationEvent } from '../domain/examination.decider';

export type ExaminationCommandResult = PipelineResult<ExaminationState, ExaminationEvent>;

/** An existing visit or record the caller may see (else 404), read once: hand it to the pipeline as `loaded`. */
export async function existingExamination(
  pipeline: CommandPipeline,
  examinationId: string,
  principal: Principal,
): Promise<LoadedStream<ExistingExamination>> {
  const { state, recorded } = await pipeline.read(examinationStreamDeclaration, examinationId);
  if (state.status === 'absent' || !inScope(scopeOf(principal), state.started)) {
    throw new DomainError(EXAMINATION_MESSAGES.NOT_FOUND, 'not_found');
  }
  return { state, recorded };
}
