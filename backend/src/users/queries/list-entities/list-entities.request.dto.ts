import { ApiPropertyOptional } from '@nestjs/swagger';
import { ENTITY_SORT_KEYS, type EntitySortKey } from '@tutela/projections';
import { IsIn, IsString, MaxLength } from 'class-validator';
import { OptionalField } from '../../../http/input/optional-field.decorator';
import { PageRequestDto } from '../../../http/paging/page-request.dto';

/** Query string of GET /api/md/entities (contracts' PageQuery). */
export class ListEntitiesRequestDto extends PageRequestDto {
  @ApiPropertyOptional({ enum: ENTITY_SORT_KEYS, default: 'name' })
  @OptionalField()
  @IsIn(ENTITY_SORT_KEYS)
  sort: EntitySortKey = 'name';

  @ApiPropertyOptional({ enum: ['asc', 'desc'], default: 'asc' })
  @OptionalField()
  @IsIn(['asc', 'desc'])
  order: 'asc' | 'desc' = 'asc';

  @ApiPropertyOptional({ description: 'Ricerca su nome e indirizzo' })
  @OptionalField()
  @IsString()
  @MaxLength(100)
  search?: string;
}
