import { Module } from '@nestjs/common';
import { CommandPipeline } from '../shared/command-pipeline';
import { CreateCalResourceHandler } from './commands/create-calresource/create-calresource.handler';
import { UpdateCalResourceHandler } from './commands/update-calresource/update-calresource.handler';
import { CalResourcesController } from './http/calresources.http.controller';
import { GetCalResourceHandler, ListCalResourcesHandler } from './queries/calresource-queries';

/** The calresources context: 'Risorse' and 'Ambulatori' (calresource streams, the calresources read model). */
@Module({
  controllers: [CalResourcesController],
  providers: [CommandPipeline, CreateCalResourceHandler, UpdateCalResourceHandler, ListCalResourcesHandler, GetCalResourceHandler],
})
export class CalResourcesModule {}
