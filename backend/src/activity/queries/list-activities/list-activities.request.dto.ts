import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { OptionalField } from '../../../http/input/optional-field.decorator';
import { PageRequestDto } from '../../../http/paging/page-request.dto';

/** Query string of GET /api/md/activities/log (spec part 1 §7: logName, subjectId; paged). */
export class ListActivitiesRequestDto extends PageRequestDto {
  @ApiPropertyOptional({
    description: 'Categoria del record, maiuscole o minuscole indifferenti (Worker, Customer, Examination, Job, user, …)',
  })
  @OptionalField()
  @IsString()
  @MaxLength(40)
  logName?: string;

  @ApiPropertyOptional({ description: 'Identificativo del record' })
  @OptionalField()
  @IsString()
  @MaxLength(80)
  subjectId?: string;
}
