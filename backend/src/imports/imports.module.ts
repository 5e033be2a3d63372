import { Module } from '@nestjs/common';
import { TemplatesController } from './http/templates.http.controller';
import { TemplateLookupsHandler } from './queries/template-lookups/template-lookups.handler';

/**
 * The bulk import of workers (issue 36). Today: the two templates the import reads (templates/download); the upload,
 * the dry run and the commit (an `import-` stream) come next.
 */
@Module({
  controllers: [TemplatesController],
  providers: [TemplateLookupsHandler],
})
export class ImportsModule {}
