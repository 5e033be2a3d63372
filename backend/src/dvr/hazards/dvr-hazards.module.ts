import { Module } from '@nestjs/common';
import { JobsModule } from '../../jobs/jobs.module';
import { DVR_HAZARD_FEED } from './dvr-hazard-feed.port';
import { DvrHazardFeedService } from './dvr-hazard-feed.service';

/**
 * The DVR's hazard feed. It writes through the jobs context's SetJobHazardsCommand (handled in JobsModule, whose
 * propagation reaches the workers), so that module comes with it; it reads the jobs and workers read models.
 */
@Module({
  imports: [JobsModule],
  providers: [{ provide: DVR_HAZARD_FEED, useClass: DvrHazardFeedService }],
  exports: [DVR_HAZARD_FEED],
})
export class DvrHazardsModule {}
