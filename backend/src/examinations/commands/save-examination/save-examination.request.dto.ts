import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsObject, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { EXAMINATION_STATUS, VISIT_TYPES, type ExaminationFormData, type SaveExaminationBody } from '@tutela/contracts';
import { IsCalendarDate } from '../../../http/input/calendar-date.decorator';
import { OptionalField } from '../../../http/input/optional-field.decorator';

export const TIME_KEY = /^[A-Za-z0-9_-]{1,64}$/;
export const ID = /^[A-Za-z0-9-]{1,64}$/;
const VISIT_TYPE_IDS = VISIT_TYPES.map((type) => type.typeId);

/** POST /api/md/examinations: start (no examination_id) or save; status 1 signs. */
export class SaveExaminationRequestDto implements SaveExaminationBody {
  @ApiPropertyOptional()
  @OptionalField()
  @IsString()
  @Matches(ID, { message: 'Identificativo non valido' })
  examination_id?: string;

  @ApiProperty()
  @IsString()
  @Matches(ID, { message: 'Identificativo non valido' })
  worker_id!: string;

  @ApiProperty({ description: 'Chiave temporale della visita (con il lavoratore la identifica)' })
  @IsString()
  @Matches(TIME_KEY, { message: 'Chiave non valida' })
  time_key!: string;

  @ApiProperty({ description: 'YYYY-MM-DD' })
  @IsString()
  @IsCalendarDate()
  examinationdate!: string;

  @ApiProperty({ enum: VISIT_TYPE_IDS })
  @IsIn(VISIT_TYPE_IDS, { message: 'Tipo di visita non valido' })
  type_id!: number;

  @ApiProperty({ enum: Object.values(EXAMINATION_STATUS) })
  @IsIn(Object.values(EXAMINATION_STATUS), { message: 'Stato non valido' })
  status!: (typeof EXAMINATION_STATUS)[keyof typeof EXAMINATION_STATUS];

  @ApiProperty({ type: 'object', additionalProperties: true })
  @IsObject({ message: 'Dati della visita non validi' })
  exdata!: ExaminationFormData;

  @ApiProperty()
  @IsString()
  @MaxLength(20)
  @Matches(/^[A-Z]{2,20}$/, { message: 'Modulo non valido' })
  form_code!: string;

  @ApiProperty()
  @IsInt({ message: 'Versione non valida' })
  @Min(1, { message: 'Versione non valida' })
  @Max(100000, { message: 'Versione non valida' })
  form_version!: number;

  @ApiPropertyOptional({ description: 'Revisione caricata: una modifica concorrente risponde 409' })
  @OptionalField()
  @IsInt({ message: 'Revisione non valida' })
  @Min(-1, { message: 'Revisione non valida' })
  revision?: number;
}
