import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
import { OptionalField } from '../../http/input/optional-field.decorator';
import { ID, TIME_KEY } from '../commands/save-examination/save-examination.request.dto';

/** POST /api/md/examination-keys: the key of the examination route for a worker (a new visit without time_key). */
export class ExaminationKeyRequestDto {
  @ApiProperty()
  @IsString()
  @Matches(ID, { message: 'Identificativo non valido' })
  worker_id!: string;

  @ApiPropertyOptional()
  @OptionalField()
  @IsString()
  @Matches(TIME_KEY, { message: 'Chiave non valida' })
  time_key?: string;
}
