import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { DvrSignedData, EventStore, RecordedEvent } from '@tutela/contracts';
import type { Reactor } from '../../platform/reactions/reactor';
import { Reactions } from '../../platform/reactions/reactions';
import { fold } from '../../shared/decider';
import { derivedUuid } from '../../shared/derived-uuid';
import { DomainError } from '../../shared/domain-error';
import { EVENT_STORE } from '../../shared/tokens';
import { dvrDecider, dvrStream, type DvrEvent } from '../domain/dvr.decider';
import { dvrStreamDeclaration } from '../domain/dvr.stream';
import { DVR_HAZARD_FEED, type DvrHazardFeed } from '../hazards/dvr-hazard-feed.port';
import { CommandPipeline } from '../../shared/command-pipeline';
import { hazardSource } from '../infrastructure/dvr-hazard-source';

/**
 * A DVR signed with apply_hazards: its hazards carried to the factory's jobs (each job's JobHazardsSet, whose own
 * reaction reaches the job's workers), then DvrHazardsApplied recorded on the DVR. The DVR is read as it stood at
 * the signature; every id derives from the signature event's, so hearing it again appends nothing.
 */
@Injectable()
export class SignedDvrHazardsToJobsReactor implements Reactor, OnModuleInit {
  readonly name = 'signed-dvr-hazards-to-jobs';
  readonly handles = ['DvrSigned'] as const;
  private readonly logger = new Logger('SignedDvrHazardsToJobs');

  constructor(
    private readonly reactions: Reactions,
    @Inject(DVR_HAZARD_FEED) private readonly feed: DvrHazardFeed,
    private readonly pipeline: CommandPipeline,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  onModuleInit(): void {
    this.reactions.register(this);
  }

  async react(event: RecordedEvent): Promise<number> {
    const signed = event.data as DvrSignedData;
    if (!signed.applyHazards) return 0;
    const recorded = await this.store.readStream(dvrStream(signed.dvrId), { toRevision: event.revision });
    const state = fold(
      dvrDecider,
      recorded.map((each) => ({ type: each.type, data: each.data }) as DvrEvent),
    );
    if (state.status === 'none') return 0;
    const { metadata } = event;
    const actor = { userId: metadata.actorId, name: metadata.actorName, role: metadata.actorRole, entityId: metadata.entityId };
    try {
      const applied = await this.feed.apply(hazardSource(state), {
        actor,
        commandId: event.id,
        causationId: metadata.commandId,
        reaction: true,
      });
      const record = await this.pipeline.run(
        dvrStreamDeclaration,
        signed.dvrId,
        {
          type: 'RecordDvrHazardsApplied',
          actor: signed.signedBy,
          applied: { dvrId: signed.dvrId, revisionNumber: signed.revisionNumber, jobs: applied.jobs, workers: applied.workers },
        },
        // The signer's tenant scope is the DVR's own: the reaction acts for the signature, inside its factory.
        {
          actor,
          scope: { entityId: state.created.entityId, customerIds: null, factoryIds: null },
          commandId: derivedUuid(`${event.id}:hazards-applied`),
          causationId: metadata.commandId,
          reaction: true,
        },
      );
      return Math.max(applied.position, record.position);
    } catch (error) {
      // The factory's jobs changed between the signature and now (a job retired), or the DVR was reopened already:
      // the signature stands, and what its hazards can no longer reach is logged, not retried for ever.
      if (!(error instanceof DomainError) || error.kind === 'conflict') throw error;
      this.logger.warn(`Rischi del DVR ${signed.dvrId} (revisione ${signed.revisionNumber}) non applicati: ${error.message}`);
      return 0;
    }
  }
}
