import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { dvrDocumentDate, type DvrCommandAnswer } from '@tutela/contracts';
import { FormSubmissions } from '../../../forms/form-submissions';
import { commandContextOf } from '../../../http/command-context';
import { CommandPipeline } from '../../../shared/command-pipeline';
import { derivedUuid } from '../../../shared/derived-uuid';
import { dvrStreamDeclaration } from '../../domain/dvr.stream';
import { DVR_HAZARD_FEED, type DvrHazardFeed } from '../../hazards/dvr-hazard-feed.port';
import { dvrActorOf } from '../../infrastructure/dvr-access';
import { hazardSource } from '../../infrastructure/dvr-hazard-source';
import { existingDvr } from '../existing-dvr';
import { SignDvrCommand } from './sign-dvr.command';

/**
 * Signs the saved data into the next revision. With `apply_hazards` the revision's hazards are then carried to
 * the factory's jobs (the feed writes job and worker streams) and the DVR records what changed. The feed's own
 * ids derive from the command id and the record has a command id of its own: a retried signature changes
 * nothing twice and still answers what the first one did.
 */
@CommandHandler(SignDvrCommand)
export class SignDvrHandler implements ICommandHandler<SignDvrCommand, DvrCommandAnswer> {
  constructor(
    private readonly pipeline: CommandPipeline,
    @Inject(DVR_HAZARD_FEED) private readonly feed: DvrHazardFeed,
    private readonly forms: FormSubmissions,
  ) {}

  async execute({ dvrId, body, principal, commandId, now }: SignDvrCommand): Promise<DvrCommandAnswer> {
    const loaded = await existingDvr(this.pipeline, dvrId, principal);
    const source = hazardSource(loaded.state);
    const actor = dvrActorOf(principal);
    const context = commandContextOf(principal, commandId, { clientRevision: body.revision });
    // The saved data is what gets signed: checked whole against its form version, required fields included.
    const { data, formCode, formVersion } = loaded.state;
    const formErrors = data ? await this.forms.errors(formCode, formVersion, data, 'final') : undefined;
    const signed = await this.pipeline.run(
      dvrStreamDeclaration,
      dvrId,
      {
        type: 'SignDvr',
        actor,
        now: now.toISOString(),
        // The date the form carries (data del documento) unless the screen sends one; today as a last resort.
        documentDate: body.document_date ?? dvrDocumentDate(loaded.state.data ?? {}) ?? now.toISOString().slice(0, 10),
        jobHazards: await this.feed.jobHazards(source),
        formErrors,
      },
      context,
      { loaded },
    );
    if (!body.apply_hazards || signed.state.status !== 'signed') return { id: dvrId, revision: signed.revision, position: signed.position };
    const state = signed.state;
    // A retry of a signature whose hazards were already applied and recorded: the first outcome is the answer.
    if (state.appliedRevision === state.lastRevision && state.lastApplied) {
      return {
        id: dvrId,
        revision: signed.revision,
        position: signed.position,
        jobs_updated: state.lastApplied.jobs.length,
        workers_updated: state.lastApplied.workers,
      };
    }
    const applied = await this.feed.apply(hazardSource(state), { actor: context.actor, commandId });
    await this.pipeline.waitFor(applied.position);
    const recorded = await this.pipeline.run(
      dvrStreamDeclaration,
      dvrId,
      {
        type: 'RecordDvrHazardsApplied',
        actor,
        applied: { dvrId, revisionNumber: state.lastRevision, jobs: applied.jobs, workers: applied.workers },
      },
      // Its own command id, and no client revision: the signature just moved the stream on.
      { ...context, commandId: derivedUuid(`${commandId}:hazards-applied`), clientRevision: undefined },
    );
    return {
      id: dvrId,
      revision: recorded.revision,
      position: Math.max(signed.position, applied.position, recorded.position),
      jobs_updated: applied.jobs.length,
      workers_updated: applied.workers,
    };
  }
}
