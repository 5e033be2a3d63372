// TEMPORARY: replaced by the dvrhaz branch
import { Module } from '@nestjs/common';
import { DVR_HAZARD_FEED } from './dvr-hazard-feed.port';
import { DvrHazardFeedService } from './dvr-hazard-feed.service';

/** TEMPORARY: replaced by the dvrhaz branch. Provides DVR_HAZARD_FEED for the DVR module. */
@Module({
  providers: [DvrHazardFeedService, { provide: DVR_HAZARD_FEED, useExisting: DvrHazardFeedService }],
  exports: [DVR_HAZARD_FEED],
})
export class DvrHazardsModule {}
