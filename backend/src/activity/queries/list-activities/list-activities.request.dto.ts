import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { PageRequestDto } from '../../../http/paging/page-request.dto';

/** Query string of GET /api/md/activities/log (spec part 1 §7: logName, subjectId; paged). */
export class ListActivitiesRequestDto extends PageRequestDto {
  @ApiPropertyOptional({ description: 'Categoria del record (worker, customer, user, …)' })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  logName?: string;

  @ApiPropertyOptional({ description: 'Identificativo del record' })
  @IsOptional()
  @IsString()
  @MaxLength(80)
  subjectId?: string;
}
