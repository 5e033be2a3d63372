import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsInt, IsObject, IsString, Matches, MaxLength, Min } from 'class-validator';
import type { ExaminationFormData, SaveRecordBody } from '@tutela/contracts';
import { IsCalendarDate } from '../../../http/input/calendar-date.decorator';
import { OptionalField } from '../../../http/input/optional-field.decorator';
import { ID } from '../save-examination/save-examination.request.dto';

/** POST /api/md/examinationssp: the worker's disability (INV, 22) or vaccination (VAC, 9) record. */
export class SaveRecordRequestDto implements SaveRecordBody {
  @ApiPropertyOptional()
  @OptionalField()
  @IsString()
  @Matches(ID, { message: 'Identificativo non valido' })
  id?: string;

  @ApiProperty({ description: 'true per un nuovo record' })
  @IsBoolean({ message: 'Valore non valido' })
  tmp!: boolean;

  @ApiProperty()
  @IsString()
  @Matches(ID, { message: 'Identificativo non valido' })
  worker_id!: string;

  @ApiProperty()
  @IsString()
  @Matches(ID, { message: 'Identificativo non valido' })
  customer_id!: string;

  @ApiProperty({ enum: ['INV', 'VAC'] })
  @IsIn(['INV', 'VAC'], { message: 'Tipo non valido' })
  type!: 'INV' | 'VAC';

  @ApiProperty({ enum: [22, 9] })
  @IsIn([22, 9], { message: 'Tipo non valido' })
  type_id!: 22 | 9;

  @ApiProperty({ description: 'YYYY-MM-DD' })
  @IsString()
  @IsCalendarDate()
  examinationdate!: string;

  @ApiProperty({ type: 'object', additionalProperties: true })
  @IsObject({ message: 'Dati non validi' })
  exdata!: ExaminationFormData;

  // The job's name as the visit shows it; null for a worker without a job.
  @ApiPropertyOptional({ nullable: true })
  @OptionalField({ nullable: true })
  @IsString()
  @MaxLength(200)
  job?: string | null;

  @ApiPropertyOptional()
  @OptionalField()
  @IsInt({ message: 'Revisione non valida' })
  @Min(-1, { message: 'Revisione non valida' })
  revision?: number;
}
