import { ApiPropertyOptional } from '@nestjs/swagger';
import { CUSTOMER_SORT_KEYS, type CustomerSortKey } from '@tutela/contracts';
import { IsIn, IsOptional } from 'class-validator';
import { ListRequestDto } from '../../../http/paging/list-request.dto';

/**
 * Query string of GET /api/{md|fr|sr}/customers: search on company name, VAT number, tax code and town;
 * hide_inactive hides resigned customers.
 */
export class ListCustomersRequestDto extends ListRequestDto {
  @ApiPropertyOptional({ enum: CUSTOMER_SORT_KEYS, default: 'company_name' })
  @IsOptional()
  @IsIn(CUSTOMER_SORT_KEYS)
  sort: CustomerSortKey = 'company_name';
}
