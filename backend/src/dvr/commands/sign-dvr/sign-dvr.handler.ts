import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { dvrDocumentDate, type DvrCommandAnswer } from '@tutela/contracts';
import { FormSubmissions } from '../../../forms/public';
import { commandContextOf } from '../../../http/command-context';
import { CommandPipeline } from '../../../shared/command-pipeline';
import { dvrStreamDeclaration } from '../../domain/dvr.stream';
import { DVR_HAZARD_FEED, type DvrHazardFeed } from '../../hazards/dvr-hazard-feed.port';
import { dvrActorOf } from '../../infrastructure/dvr-access';
import { hazardSource } from '../../infrastructure/dvr-hazard-source';
import { existingDvr } from '../existing-dvr';
import { SignDvrCommand } from './sign-dvr.command';

/**
 * Signs the saved data into the next revision. With `apply_hazards` the signature says so, and the DVR's hazard
 * reaction (dvr/reactions/) carries the revision's hazards to the factory's jobs just after, then records what
 * changed; read-your-writes waits for that chain and the answer tells what it recorded. A retried signature
 * appends nothing and answers what the first one did.
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
    // What the hazard reaction will change, counted now for the answer (it runs just after the signature).
    const preview = body.apply_hazards ? await this.feed.preview(source) : null;
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
        applyHazards: body.apply_hazards,
      },
      context,
      { loaded },
    );
    if (!preview || signed.state.status !== 'signed') return { id: dvrId, revision: signed.revision, position: signed.position };
    // The run waited for read-your-writes, the hazard reaction included: the DVR now records what it changed, and
    // the answer gives that and the revision after it (the next write must name it). Should the reaction still be
    // running past the wait, the preview's counts stand in and the record follows moments later.
    const after = await this.pipeline.read(dvrStreamDeclaration, dvrId);
    const last = after.recorded[after.recorded.length - 1];
    const state = after.state;
    const recorded = state.status !== 'none' && state.appliedRevision === signed.state.lastRevision && state.lastApplied;
    return {
      id: dvrId,
      revision: recorded ? last.revision : signed.revision,
      position: recorded ? Math.max(signed.position, last.position) : signed.position,
      jobs_updated: recorded ? recorded.jobs.length : preview.jobs.length,
      workers_updated: recorded ? recorded.workers : preview.workers_total,
    };
  }
}
