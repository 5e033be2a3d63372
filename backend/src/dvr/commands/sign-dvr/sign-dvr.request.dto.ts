import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsString, Min } from 'class-validator';
import type { SignDvrBody } from '@tutela/contracts';
import { IsCalendarDate } from '../../../http/input/calendar-date.decorator';
import { OptionalField } from '../../../http/input/optional-field.decorator';

/** POST /api/{app}/dvrs/{id}/sign */
export class SignDvrRequestDto implements SignDvrBody {
  @ApiProperty({ description: 'Revisione caricata: una modifica concorrente risponde 409' })
  @IsInt({ message: 'Revisione non valida' })
  @Min(-1, { message: 'Revisione non valida' })
  revision!: number;

  @ApiProperty({ description: 'Riporta i rischi della revisione sulle mansioni dello stabilimento e sui loro lavoratori' })
  @IsBoolean({ message: 'Valore non valido' })
  apply_hazards!: boolean;

  @ApiPropertyOptional({ description: 'Data del documento (YYYY-MM-DD); predefinita: oggi' })
  @OptionalField({ nullable: true })
  @IsString({ message: 'Data non valida' })
  @IsCalendarDate()
  document_date?: string | null;
}
