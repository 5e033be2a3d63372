import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import type { CreateDvrBody } from '@tutela/contracts';
import { OptionalField } from '../../../http/input/optional-field.decorator';

export const DVR_CODE = /^[A-Z][A-Z0-9_]{0,19}$/;

/** POST /api/{app}/dvrs */
export class CreateDvrRequestDto implements CreateDvrBody {
  @ApiProperty()
  @IsUUID('all', { message: 'Azienda non valida' })
  customer_id!: string;

  @ApiProperty()
  @IsUUID('all', { message: 'Sede non valida' })
  factory_id!: string;

  @ApiProperty({ description: 'Codice del tipo di DVR (dvr-types)' })
  @IsString({ message: 'Tipo di DVR non valido' })
  @Matches(DVR_CODE, { message: 'Tipo di DVR non valido' })
  code!: string;

  @ApiPropertyOptional({ description: 'Titolo della valutazione (DVR specifici; predefinito: il titolo del tipo)' })
  @OptionalField({ nullable: true })
  @IsString({ message: 'Titolo non valido' })
  @MaxLength(200, { message: 'Titolo troppo lungo (massimo 200 caratteri)' })
  title?: string | null;
}
