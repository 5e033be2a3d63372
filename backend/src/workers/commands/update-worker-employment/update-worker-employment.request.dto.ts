import { ApiPropertyOptional } from '@nestjs/swagger';
import { BUSINESS_IMPACTS, CONTRACT_TYPES, type UpdateWorkerEmploymentBody } from '@tutela/contracts';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsString, Matches, Min } from 'class-validator';
import { OptionalField } from '../../../http/input/optional-field.decorator';

/** POST /api/{app}/workers/{id}/employment: contract type, suitability, business impact, exclusion from surveillance. */
export class UpdateWorkerEmploymentRequestDto implements UpdateWorkerEmploymentBody {
  @ApiPropertyOptional({
    enum: CONTRACT_TYPES.map((type) => type.code),
    nullable: true,
  })
  @OptionalField({ nullable: true })
  @IsIn(CONTRACT_TYPES.map((type) => type.code))
  contract?: string | null;

  @ApiPropertyOptional({
    description: 'Esito dell’ultimo giudizio: ID, IP, IL, IPL, NI…',
    nullable: true,
  })
  @OptionalField({ nullable: true })
  @IsString()
  @Matches(/^[A-Z]{1,6}$/)
  suitability?: string | null;

  @ApiPropertyOptional({ enum: BUSINESS_IMPACTS, nullable: true })
  @OptionalField({ nullable: true })
  @IsIn(BUSINESS_IMPACTS)
  business_impact?: 'ALTO' | 'BASSO' | null;

  @ApiPropertyOptional()
  @OptionalField()
  @IsBoolean()
  exclude_ss?: boolean;

  @ApiPropertyOptional()
  @OptionalField()
  @Type(() => Number)
  @IsInt()
  @Min(-1)
  revision?: number;
}
