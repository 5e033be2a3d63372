import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { OptionalField } from '../http/input/optional-field.decorator';
import { IsCalendarDate } from '../http/input/calendar-date.decorator';

export class PlaceLookupRequestDto {
  @ApiPropertyOptional({
    description: 'Testo digitato (nome del comune o dello stato)',
  })
  @OptionalField()
  @IsString()
  @MaxLength(80)
  q?: string;

  @ApiPropertyOptional({
    description: 'Solo i luoghi esistenti a questa data (YYYY-MM-DD), es. la data di nascita',
  })
  @OptionalField()
  @IsString()
  @IsCalendarDate()
  date?: string;
}

export class HealthCardRequestDto {
  @ApiPropertyOptional({ description: 'Traccia della banda magnetica: %…_' })
  @OptionalField()
  @IsString()
  @MaxLength(400)
  rowdata?: string;
}
