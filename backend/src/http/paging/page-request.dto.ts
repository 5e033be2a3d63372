import { ApiPropertyOptional } from '@nestjs/swagger';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '@tutela/contracts';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Min } from 'class-validator';

/** page / per_page of every paged list (contracts' PageQuery); list DTOs extend it with their filters. */
export class PageRequestDto {
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
