import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IMPORT_MESSAGES, IMPORT_TEMPLATE_FILE_NAMES, type ImportTemplateFileName } from '@tutela/contracts';
import { IsIn, IsUUID } from 'class-validator';
import { OptionalField } from '../../http/input/optional-field.decorator';

/** GET /api/md/templates/download (spec part 1 §7): which template, and the customer whose lists fill the dropdowns. */
export class TemplateDownloadRequestDto {
  @ApiProperty({ enum: IMPORT_TEMPLATE_FILE_NAMES })
  @IsIn(IMPORT_TEMPLATE_FILE_NAMES, { message: IMPORT_MESSAGES.TEMPLATE_INVALID })
  fileName!: ImportTemplateFileName;

  @ApiPropertyOptional({ description: "L'azienda le cui sedi, reparti e mansioni compaiono nei menu a tendina" })
  @OptionalField()
  @IsUUID('all', { message: IMPORT_MESSAGES.CUSTOMER_INVALID })
  customer_id?: string;
}
