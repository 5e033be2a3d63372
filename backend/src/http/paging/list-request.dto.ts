import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsString, MaxLength } from 'class-validator';
import { OptionalField } from '../input/optional-field.decorator';
import { PageRequestDto } from './page-request.dto';

/**
 * The generic list's query string (spec part 2 §2.1): paging, sort direction, quick search and 'Nascondi i non
 * attivi'. Each list extends it with its own whitelisted `sort` keys and filters.
 */
export class ListRequestDto extends PageRequestDto {
  @ApiPropertyOptional({ enum: ['asc', 'desc'], default: 'asc' })
  @OptionalField()
  @IsIn(['asc', 'desc'])
  order: 'asc' | 'desc' = 'asc';

  @ApiPropertyOptional({ description: 'Ricerca rapida' })
  @OptionalField()
  @IsString()
  @MaxLength(100)
  search?: string;

  @ApiPropertyOptional({ enum: ['0', '1'], default: '1', description: "'1' nasconde i record non attivi" })
  @OptionalField()
  @IsIn(['0', '1'])
  hide_inactive: '0' | '1' = '1';
}
