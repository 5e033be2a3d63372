import { ApiPropertyOptional } from '@nestjs/swagger';
import { DEFAULT_PAGE_SIZE, HTTP_MESSAGES, MAX_PAGE, PAGE_SIZE_OPTIONS } from '@tutela/contracts';
import { Type } from 'class-transformer';
import { IsIn, IsInt, Max, Min } from 'class-validator';
import { OptionalField } from '../input/optional-field.decorator';

const pageMessage = { message: HTTP_MESSAGES.pageOutOfRange };

/**
 * page / per_page of every paged list (contracts' PageQuery); list DTOs extend it with their filters, so the
 * bounds hold for every list: page is an integer in 1…MAX_PAGE (1e18 used to overflow the SQL OFFSET), per_page
 * one of PAGE_SIZE_OPTIONS.
 */
export class PageRequestDto {
  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE, default: 1 })
  @OptionalField()
  @Type(() => Number)
  @IsInt(pageMessage)
  @Min(1, pageMessage)
  @Max(MAX_PAGE, pageMessage)
  page: number = 1;

  @ApiPropertyOptional({ enum: PAGE_SIZE_OPTIONS, default: DEFAULT_PAGE_SIZE })
  @OptionalField()
  @Type(() => Number)
  @IsIn(PAGE_SIZE_OPTIONS as unknown as number[], { message: HTTP_MESSAGES.perPageNotAllowed })
  per_page: number = DEFAULT_PAGE_SIZE;
}
