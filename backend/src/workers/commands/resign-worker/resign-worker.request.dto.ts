import { ApiPropertyOptional } from '@nestjs/swagger';
import type { ResignWorkerBody } from '@tutela/contracts';
import { IsString } from 'class-validator';
import { OptionalField } from '../../../http/input/optional-field.decorator';
import { IsCalendarDate } from '../../../http/input/calendar-date.decorator';

export class ResignWorkerRequestDto implements ResignWorkerBody {
  @ApiPropertyOptional({
    description: 'Data di dimissione YYYY-MM-DD (oggi se assente)',
  })
  @OptionalField()
  @IsString()
  @IsCalendarDate()
  resigned_on?: string;
}
