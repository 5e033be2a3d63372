import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { commandContextOf } from '../../../http/command-context';
import { CommandPipeline } from '../../../shared/command-pipeline';
import { dvrStreamDeclaration } from '../../domain/dvr.stream';
import { dvrActorOf } from '../../infrastructure/dvr-access';
import { existingDvr, type DvrCommandResult } from '../existing-dvr';
import { ReopenDvrCommand } from './reopen-dvr.command';

/** A signed DVR becomes IN LAVORAZIONE; its signed revision stays archived and readable. */
@CommandHandler(ReopenDvrCommand)
export class ReopenDvrHandler implements ICommandHandler<ReopenDvrCommand, DvrCommandResult> {
  constructor(private readonly pipeline: CommandPipeline) {}

  async execute({ dvrId, revision, principal, commandId, now }: ReopenDvrCommand): Promise<DvrCommandResult> {
    const loaded = await existingDvr(this.pipeline, dvrId, principal);
    const command = { type: 'ReopenDvr' as const, actor: dvrActorOf(principal), now: now.toISOString() };
    const context = commandContextOf(principal, commandId, { clientRevision: revision });
    return this.pipeline.run(dvrStreamDeclaration, dvrId, command, context, { loaded });
  }
}
