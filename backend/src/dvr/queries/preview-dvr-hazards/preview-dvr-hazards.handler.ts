import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DvrHazardsPreview } from '@tutela/contracts';
import { DVR_HAZARD_FEED, type DvrHazardFeed } from '../../hazards/dvr-hazard-feed.port';
import { assertCanWrite } from '../../domain/dvr-rules';
import { dvrActorOf } from '../../infrastructure/dvr-access';
import { CommandPipeline } from '../../../shared/command-pipeline';
import { existingDvr } from '../../commands/existing-dvr';
import { hazardSource } from '../../infrastructure/dvr-hazard-source';
import { PreviewDvrHazardsQuery } from './preview-dvr-hazards.query';

/** What signing with apply_hazards would change, from the saved data (the stream's, the very data a signature takes). */
@QueryHandler(PreviewDvrHazardsQuery)
export class PreviewDvrHazardsHandler implements IQueryHandler<PreviewDvrHazardsQuery, { data: DvrHazardsPreview }> {
  constructor(
    private readonly pipeline: CommandPipeline,
    @Inject(DVR_HAZARD_FEED) private readonly feed: DvrHazardFeed,
  ) {}

  async execute({ dvrId, principal }: PreviewDvrHazardsQuery): Promise<{ data: DvrHazardsPreview }> {
    const { state } = await existingDvr(this.pipeline, dvrId, principal);
    // The preview names workers and their health protocols: for whoever may write the DVR, not its readers.
    assertCanWrite(dvrActorOf(principal));
    return { data: await this.feed.preview(hazardSource(state)) };
  }
}
