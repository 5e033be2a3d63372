import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { dvrActorOf } from '../../infrastructure/dvr-access';
import { DvrCommandRunner, metadataActor, type DvrCommandResult } from '../../infrastructure/dvr-command-runner';
import { ReopenDvrCommand } from './reopen-dvr.command';

/** A signed DVR becomes IN LAVORAZIONE; its signed revision stays archived and readable. */
@CommandHandler(ReopenDvrCommand)
export class ReopenDvrHandler implements ICommandHandler<ReopenDvrCommand, DvrCommandResult> {
  constructor(private readonly runner: DvrCommandRunner) {}

  async execute({ dvrId, revision, principal, commandId, now }: ReopenDvrCommand): Promise<DvrCommandResult> {
    const loaded = await this.runner.existing(dvrId, principal);
    return this.runner.run(
      dvrId,
      loaded.state.created,
      { type: 'ReopenDvr', actor: dvrActorOf(principal), now: now.toISOString() },
      { actor: metadataActor(principal), commandId, clientRevision: revision, loaded },
    );
  }
}
