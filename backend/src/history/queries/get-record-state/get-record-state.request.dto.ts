import { ApiPropertyOptional } from '@nestjs/swagger';
import { HISTORY_POINT_MESSAGES } from '@tutela/contracts';
import { Type } from 'class-transformer';
import { IsISO8601, IsInt, Max, Min } from 'class-validator';
import { OptionalField } from '../../../http/input/optional-field.decorator';

/** The point of GET …/history/{kind}/{id}/state: a moment (`at`) or a stream revision; one of the two. */
export class GetRecordStateRequestDto {
  @ApiPropertyOptional({
    description: 'Data e ora ISO 8601: la scheda com’era a quel momento',
  })
  @OptionalField()
  @IsISO8601({ strict: true }, { message: HISTORY_POINT_MESSAGES.AT_INVALID })
  at?: string;

  @ApiPropertyOptional({
    description: 'Revisione del flusso (0 = creazione)',
    minimum: 0,
  })
  @OptionalField()
  @Type(() => Number)
  @IsInt({ message: HISTORY_POINT_MESSAGES.REVISION_INVALID })
  @Min(0, { message: HISTORY_POINT_MESSAGES.REVISION_INVALID })
  @Max(2_147_483_647, { message: HISTORY_POINT_MESSAGES.REVISION_INVALID })
  revision?: number;
}
