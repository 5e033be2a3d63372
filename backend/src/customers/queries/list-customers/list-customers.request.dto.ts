import { ApiPropertyOptional } from '@nestjs/swagger';
import { CUSTOMER_SORT_KEYS, type CustomerSortKey } from '@tutela/contracts';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageRequestDto } from '../../../http/paging/page-request.dto';

/** Query string of GET /api/{md|fr|sr}/customers (contracts' PageQuery). */
export class ListCustomersRequestDto extends PageRequestDto {
  @ApiPropertyOptional({ enum: CUSTOMER_SORT_KEYS, default: 'company_name' })
  @IsOptional()
  @IsIn(CUSTOMER_SORT_KEYS)
  sort: CustomerSortKey = 'company_name';

  @ApiPropertyOptional({ enum: ['asc', 'desc'], default: 'asc' })
  @IsOptional()
  @IsIn(['asc', 'desc'])
  order: 'asc' | 'desc' = 'asc';

  @ApiPropertyOptional({ description: 'Ricerca su ragione sociale, partita IVA, codice fiscale e comune' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  search?: string;

  @ApiPropertyOptional({ enum: ['0', '1'], default: '1', description: "'1' nasconde le aziende cessate" })
  @IsOptional()
  @IsIn(['0', '1'])
  hide_inactive: '0' | '1' = '1';
}
