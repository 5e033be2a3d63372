import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsString, Matches, Min } from 'class-validator';
import type { SignDvrBody } from '@tutela/contracts';
import { OptionalField } from '../../../http/input/optional-field.decorator';

export const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

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
  @Matches(ISO_DATE, { message: 'Data non valida' })
  document_date?: string | null;
}
