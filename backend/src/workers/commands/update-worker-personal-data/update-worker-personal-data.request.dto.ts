import { ApiPropertyOptional } from '@nestjs/swagger';
import type { UpdateWorkerPersonalDataBody } from '@tutela/contracts';
import { Type } from 'class-transformer';
import { IsInt, Min } from 'class-validator';
import { OptionalField } from '../../../http/input/optional-field.decorator';
import { WorkerPersonalDataRequestDto } from '../worker-personal-data.request.dto';

/** POST /api/{app}/workers/{id}: the changed personal fields, with the card's revision. */
export class UpdateWorkerPersonalDataRequestDto extends WorkerPersonalDataRequestDto implements UpdateWorkerPersonalDataBody {
  @ApiPropertyOptional({
    description: 'Revisione della scheda aperta: un cambio concorrente degli stessi campi risponde 409',
  })
  @OptionalField()
  @Type(() => Number)
  @IsInt()
  @Min(-1)
  revision?: number;
}
