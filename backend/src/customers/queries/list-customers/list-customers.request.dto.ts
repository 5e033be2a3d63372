import { ApiPropertyOptional } from '@nestjs/swagger';
import { CUSTOMER_SORT_KEYS, type CustomerSortKey } from '@tutela/contracts';
import { IsIn } from 'class-validator';
import { OptionalField } from '../../../http/input/optional-field.decorator';
import { ListRequestDto } from '../../../http/paging/list-request.dto';

/**
 * Query string of GET /api/{md|fr|sr}/customers: search on company name, VAT number, tax code and town;
 * hide_inactive hides resigned customers.
 */
export class ListCustomersRequestDto extends ListRequestDto {
  @ApiPropertyOptional({ enum: CUSTOMER_SORT_KEYS, default: 'company_name' })
  @OptionalField()
  @IsIn(CUSTOMER_SORT_KEYS)
  sort: CustomerSortKey = 'company_name';

  @ApiPropertyOptional({ enum: ['md', 'fr', 'sr'], description: 'Tipo cliente: con contratto di Medicina, Formazione o Sicurezza' })
  @OptionalField()
  @IsIn(['md', 'fr', 'sr'])
  customer_type?: 'md' | 'fr' | 'sr';
}
