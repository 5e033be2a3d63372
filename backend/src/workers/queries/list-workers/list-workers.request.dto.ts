import { ApiPropertyOptional } from '@nestjs/swagger';
import { CONTRACT_TYPES, WORKER_SORT_KEYS, WORKER_STATUS_FILTERS, type WorkerSortKey, type WorkerStatusFilter } from '@tutela/contracts';
import { IsIn, IsString, MaxLength } from 'class-validator';
import { OptionalField } from '../../../http/input/optional-field.decorator';
import { ListRequestDto } from '../../../http/paging/list-request.dto';

/**
 * Query string of GET /api/{md|fr|sr}/workers. With `name` it is the header's worker search (spec part 1 §5:
 * more than 3 characters; include_resigned=true shows the resigned with their DIMESSO marker); otherwise the
 * paged list with the generic list's filters (part 2 §2.1, §3.1).
 */
export class ListWorkersRequestDto extends ListRequestDto {
  @ApiPropertyOptional({ enum: WORKER_SORT_KEYS, default: 'name' })
  @OptionalField()
  @IsIn(WORKER_SORT_KEYS)
  sort: WorkerSortKey = 'name';

  @ApiPropertyOptional({
    description: 'Ricerca lavoratore (intestazione): nome, cognome o codice fiscale',
  })
  @OptionalField()
  @IsString()
  @MaxLength(100)
  name?: string;

  @ApiPropertyOptional({
    enum: ['true', 'false'],
    description: 'Ricerca lavoratore: includere i dimessi',
  })
  @OptionalField()
  @IsIn(['true', 'false', '1', '0'])
  include_resigned?: string;

  @ApiPropertyOptional()
  @OptionalField()
  @IsString()
  @MaxLength(80)
  customer_id?: string;

  @ApiPropertyOptional()
  @OptionalField()
  @IsString()
  @MaxLength(80)
  factory_id?: string;

  @ApiPropertyOptional({
    enum: WORKER_STATUS_FILTERS.map((filter) => filter.value),
  })
  @OptionalField()
  @IsIn(WORKER_STATUS_FILTERS.map((filter) => filter.value))
  worker_status?: WorkerStatusFilter;

  @ApiPropertyOptional({ enum: CONTRACT_TYPES.map((type) => type.code) })
  @OptionalField()
  @IsIn(CONTRACT_TYPES.map((type) => type.code))
  contract?: string;
}
