import { ApiPropertyOptional } from '@nestjs/swagger';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '@tutela/contracts';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';

/** Query string of GET /api/md/activities/log (spec part 1 §7: logName, subjectId; paged). */
export class ListActivitiesRequestDto {
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

  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  page: number = 1;

  @ApiPropertyOptional({ enum: PAGE_SIZE_OPTIONS, default: DEFAULT_PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @IsIn(PAGE_SIZE_OPTIONS as unknown as number[])
  per_page: number = DEFAULT_PAGE_SIZE;
}
