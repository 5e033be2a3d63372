import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** Query of GET /api/{app}/dashboardata. The spec also names customer_id, med_id and mcview: they select
 * figures of contexts (customers, visits) that do not exist yet, so they are not accepted until then. */
export class GetDashboardDataRequestDto {
  @ApiPropertyOptional({ description: 'Anno di riferimento (predefinito: anno in corso)', minimum: 2000, maximum: 2100 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(2000)
  @Max(2100)
  anno?: number;
}
