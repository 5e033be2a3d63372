import { Module } from '@nestjs/common';
import { FormsModule } from '../forms/public';
import { CreateDvrHandler } from './commands/create-dvr/create-dvr.handler';
import { ReopenDvrHandler } from './commands/reopen-dvr/reopen-dvr.handler';
import { SaveDvrDataHandler } from './commands/save-dvr-data/save-dvr-data.handler';
import { SignDvrHandler } from './commands/sign-dvr/sign-dvr.handler';
import { DvrHazardsModule } from './hazards/dvr-hazards.module';
import { DvrsController } from './http/dvrs.http.controller';
import { CommandPipeline } from '../shared/command-pipeline';
import { DvrPlaces } from './infrastructure/dvr-places';
import { DvrReader } from './queries/dvr-reader';
import { GetDvrHandler, GetDvrRevisionHandler } from './queries/get-dvr/get-dvr.handler';
import { SignedDvrHazardsToJobsReactor } from './reactions/signed-dvr-hazards-to-jobs.reactor';
import { ListDvrsHandler } from './queries/list-dvrs/list-dvrs.handler';
import { PreviewDvrHazardsHandler } from './queries/preview-dvr-hazards/preview-dvr-hazards.handler';

/** The DVR context: risk-assessment documents of the factories, their signed revisions, and the hazards they give the jobs. */
@Module({
  imports: [DvrHazardsModule, FormsModule],
  controllers: [DvrsController],
  providers: [
    CommandPipeline,
    DvrPlaces,
    DvrReader,
    CreateDvrHandler,
    SaveDvrDataHandler,
    SignDvrHandler,
    ReopenDvrHandler,
    ListDvrsHandler,
    GetDvrHandler,
    GetDvrRevisionHandler,
    PreviewDvrHazardsHandler,
    SignedDvrHazardsToJobsReactor,
  ],
})
export class DvrModule {}
