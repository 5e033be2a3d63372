import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { OptionalField } from '../../../http/input/optional-field.decorator';

/**
 * Query of GET /api/{app}/dashboardata: the spec's customer_id, med_id, mcview and anno. customer_id narrows the
 * figures to a company of the caller's scope (else 404); med_id and mcview select visit figures, whose context
 * does not exist yet: they are validated and reported back as not applied.
 */
export class GetDashboardDataRequestDto {
  @ApiPropertyOptional({ description: 'Anno di riferimento (predefinito: anno in corso)', minimum: 2000, maximum: 2100 })
  @OptionalField()
  @Type(() => Number)
  @IsInt()
  @Min(2000)
  @Max(2100)
  anno?: number;

  @ApiPropertyOptional({ description: "Azienda scelta in 'Ricerca azienda' (deve essere nel perimetro dell'utente)" })
  @OptionalField()
  @IsString()
  @MinLength(1)
  @MaxLength(100)
  customer_id?: string;

  @ApiPropertyOptional({ description: 'Medico (figure delle visite: non ancora disponibili)' })
  @OptionalField()
  @IsString()
  @MinLength(1)
  @MaxLength(100)
  med_id?: string;

  @ApiPropertyOptional({ enum: ['0', '1'], description: 'Vista del medico competente (figure delle visite: non ancora disponibili)' })
  @OptionalField()
  @IsIn(['0', '1'])
  mcview?: '0' | '1';
}
