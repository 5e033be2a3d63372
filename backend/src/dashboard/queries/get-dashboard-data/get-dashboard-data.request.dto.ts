import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';
import { OptionalField } from '../../../http/input/optional-field.decorator';

/** Query of GET /api/{app}/dashboardata. The spec also names customer_id, med_id and mcview: they select
 * figures of contexts (customers, visits) that do not exist yet, so they are not accepted until then. */
export class GetDashboardDataRequestDto {
  @ApiPropertyOptional({ description: 'Anno di riferimento (predefinito: anno in corso)', minimum: 2000, maximum: 2100 })
  @OptionalField()
  @Type(() => Number)
  @IsInt()
  @Min(2000)
  @Max(2100)
  anno?: number;
}
