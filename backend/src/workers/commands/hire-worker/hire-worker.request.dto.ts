import { ApiPropertyOptional } from '@nestjs/swagger';
import { CONTRACT_TYPES, type HireWorkerBody } from '@tutela/contracts';
import { IsIn, IsString, MaxLength } from 'class-validator';
import { OptionalField } from '../../../http/input/optional-field.decorator';
import { WorkerPersonalDataRequestDto } from '../worker-personal-data.request.dto';

/** POST /api/{app}/workers: the worker dialog of a new worker, with the company (and, optionally, the site). */
export class HireWorkerRequestDto extends WorkerPersonalDataRequestDto implements HireWorkerBody {
  @ApiPropertyOptional({ description: 'Azienda (obbligatoria)' })
  @OptionalField()
  @IsString()
  @MaxLength(80)
  customer_id?: string;

  @ApiPropertyOptional({
    description: "Sede: deve essere dell'azienda",
    nullable: true,
  })
  @OptionalField({ nullable: true })
  @IsString()
  @MaxLength(80)
  factory_id?: string | null;

  @ApiPropertyOptional({
    enum: CONTRACT_TYPES.map((type) => type.code),
    nullable: true,
  })
  @OptionalField({ nullable: true })
  @IsIn(CONTRACT_TYPES.map((type) => type.code))
  contract?: string | null;

  @ApiPropertyOptional({
    description: 'Data di assunzione YYYY-MM-DD',
    nullable: true,
  })
  @OptionalField({ nullable: true })
  @IsString()
  @MaxLength(10)
  hired_on?: string | null;
}
