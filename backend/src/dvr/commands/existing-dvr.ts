import { DVR_MESSAGES, inScope, scopeOf } from '@tutela/contracts';
import type { Principal } from '../../auth/principal';
import type { CommandPipeline, LoadedStream, PipelineResult } from '../../shared/command-pipeline';
import { DomainError } from '../../shared/domain-error';
import type { DvrState, ExistingDvr } from '../domain/dvr-state';
import type { DvrEvent } from '../domain/dvr.decider';
import { dvrStreamDeclaration } from '../domain/dvr.stream';

export type DvrCommandResult = PipelineResult<DvrState, DvrEvent>;

/** An existing DVR the caller may see (else 404), read once: hand it to the pipeline as `loaded`. */
export async function existingDvr(pipeline: CommandPipeline, dvrId: string, principal: Principal): Promise<LoadedStream<ExistingDvr>> {
  const { state, recorded } = await pipeline.read(dvrStreamDeclaration, dvrId);
  if (state.status === 'none' || !inScope(scopeOf(principal), state.created)) throw new DomainError(DVR_MESSAGES.NOT_FOUND, 'not_found');
  return { state, recorded };
}
