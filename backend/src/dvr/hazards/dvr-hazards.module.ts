import { Module } from '@nestjs/common';
import { DVR_HAZARD_FEED } from './dvr-hazard-feed.port';
import { DvrHazardFeedService } from './dvr-hazard-feed.service';

/**
 * The DVR's hazard feed. It writes through the jobs context's SetJobHazardsCommand (the application wires the jobs
 * module that handles it) and reads the jobs and workers read models through those contexts' public.ts.
 */
@Module({
  providers: [{ provide: DVR_HAZARD_FEED, useClass: DvrHazardFeedService }],
  exports: [DVR_HAZARD_FEED],
})
export class DvrHazardsModule {}
