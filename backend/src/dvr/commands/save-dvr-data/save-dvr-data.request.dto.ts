import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsObject, IsString, IsUUID, Matches, Max, Min } from 'class-validator';
import type { DvrFormData, StoreDvrDataBody } from '@tutela/contracts';
import { OptionalField } from '../../../http/input/optional-field.decorator';
import { DVR_CODE } from '../create-dvr/create-dvr.request.dto';

/** POST /api/{app}/dvrs/storedata: the spec's payload (customer, dvrdata, tosave) and what identifies the DVR. */
export class SaveDvrDataRequestDto implements StoreDvrDataBody {
  @ApiProperty({ description: 'Azienda' })
  @IsUUID('all', { message: 'Azienda non valida' })
  customer!: string;

  @ApiProperty()
  @IsUUID('all', { message: 'Sede non valida' })
  factory_id!: string;

  @ApiProperty()
  @IsUUID('all', { message: 'DVR non valido' })
  dvr_id!: string;

  @ApiProperty()
  @IsString({ message: 'Tipo di DVR non valido' })
  @Matches(DVR_CODE, { message: 'Tipo di DVR non valido' })
  code!: string;

  @ApiProperty({ type: 'object', additionalProperties: true })
  @IsObject({ message: 'Dati del DVR non validi' })
  dvrdata!: DvrFormData;

  @ApiProperty({ description: 'false: solo validazione, nulla viene scritto' })
  @IsBoolean({ message: 'Valore non valido' })
  tosave!: boolean;

  @ApiProperty()
  @IsString({ message: 'Modulo non valido' })
  @Matches(/^[A-Z][A-Z0-9-]{1,39}$/, { message: 'Modulo non valido' })
  form_code!: string;

  @ApiProperty()
  @IsInt({ message: 'Versione non valida' })
  @Min(1, { message: 'Versione non valida' })
  @Max(100000, { message: 'Versione non valida' })
  form_version!: number;

  /**
   * The spec's client sends none: then the revision the server reads is the one saved on, and a change landing
   * between that read and the append is still a 409 (the append's expected revision).
   */
  @ApiPropertyOptional({ description: "Revisione caricata: una modifica successiva risponde 409; senza, vale l'ultima revisione" })
  @OptionalField()
  @IsInt({ message: 'Revisione non valida' })
  @Min(-1, { message: 'Revisione non valida' })
  revision?: number;
}
