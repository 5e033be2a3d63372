import { Controller, Get, Query, StreamableFile } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { IMPORT_MESSAGES, IMPORT_ROLE, parseTemplateFileName, scopeOf, templateFileName, XLSX_CONTENT_TYPE } from '@tutela/contracts';
import { RequireRoles } from '../../auth/guard/auth-metadata';
import { CurrentPrincipal } from '../../auth/guard/current-principal.decorator';
import type { Principal } from '../../auth/principal';
import { DomainError } from '../../shared/domain-error';
import { TemplateLookupsQuery } from '../queries/template-lookups/template-lookups.query';
import { buildImportTemplate } from '../templates/import-template.workbook';
import { NO_LOOKUPS, type ImportTemplateLookups } from '../templates/import-template-lookups';
import { TemplateDownloadRequestDto } from './templates.request.dto';

/**
 * The upload-template dialog's downloads (spec part 1 §2, §7; issue 36): Template 1 or 2, plain or with instructions,
 * generated for the chosen customer. Coord. Sanitario → Importa is the system administrator's, and so is this.
 */
@ApiTags('importazioni')
@ApiBearerAuth()
@Controller('md/templates')
export class TemplatesController {
  constructor(private readonly queries: QueryBus) {}

  @Get('download')
  @RequireRoles(IMPORT_ROLE)
  @ApiProduces(XLSX_CONTENT_TYPE)
  @ApiOperation({ summary: 'Scarica il Template 1 o 2 (fileName template_{1|2}[_explicit].xlsx), con i menu della customer_id' })
  async download(@CurrentPrincipal() principal: Principal, @Query() params: TemplateDownloadRequestDto): Promise<StreamableFile> {
    const choice = parseTemplateFileName(params.fileName);
    // The DTO already refused any other name; kept so the file name below is always one of the four.
    if (!choice) throw DomainError.validation('fileName', IMPORT_MESSAGES.TEMPLATE_INVALID);
    const lookups = params.customer_id
      ? await this.queries.execute<TemplateLookupsQuery, ImportTemplateLookups>(
          new TemplateLookupsQuery(params.customer_id, scopeOf(principal)),
        )
      : NO_LOOKUPS;
    const bytes = await buildImportTemplate(choice, lookups);
    return new StreamableFile(bytes, {
      type: XLSX_CONTENT_TYPE,
      disposition: `attachment; filename="${templateFileName(choice)}"`,
      length: bytes.length,
    });
  }
}
