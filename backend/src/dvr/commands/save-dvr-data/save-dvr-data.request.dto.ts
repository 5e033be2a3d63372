import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsObject, IsString, IsUUID, Matches, Max, Min } from 'class-validator';
import type { DvrFormData, StoreDvrDataBody } from '@tutela/contracts';
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

  @ApiProperty({ description: 'Revisione caricata: una modifica concorrente risponde 409' })
  @IsInt({ message: 'Revisione non valida' })
  @Min(-1, { message: 'Revisione non valida' })
  revision!: number;
}
