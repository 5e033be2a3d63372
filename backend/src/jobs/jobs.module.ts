import { Module } from '@nestjs/common';
import { CommandPipeline } from '../shared/command-pipeline';
import { RegistryPlaces } from '../customers/public';
import { CreateJobHandler } from './commands/create-job/create-job.handler';
import { RetireJobHandler } from './commands/retire-job/retire-job.handler';
import { SetJobHazardsHandler } from './commands/set-job-hazards/set-job-hazards.handler';
import { SetJobProtocolHandler } from './commands/set-job-protocol/set-job-protocol.handler';
import { UpdateJobHandler } from './commands/update-job/update-job.handler';
import { JobsController } from './http/jobs.http.controller';
import { RegistryCatalogueController } from './http/registry-catalogue.http.controller';
import { GetJobHandler } from './queries/get-job/get-job.handler';
import { ListJobsHandler } from './queries/list-jobs/list-jobs.handler';
import { LookupJobsHandler } from './queries/lookup-jobs/lookup-jobs.handler';

/** The jobs context (mansionario): job streams, the jobs read model, the hazard and examination catalogues. */
@Module({
  controllers: [JobsController, RegistryCatalogueController],
  providers: [
    CommandPipeline,
    RegistryPlaces,
    CreateJobHandler,
    UpdateJobHandler,
    SetJobHazardsHandler,
    SetJobProtocolHandler,
    RetireJobHandler,
    ListJobsHandler,
    GetJobHandler,
    LookupJobsHandler,
  ],
})
export class JobsModule {}
