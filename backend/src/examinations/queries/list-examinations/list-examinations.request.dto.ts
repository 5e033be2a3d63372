import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsString, Matches } from 'class-validator';
import { EXAMINATION_SORT_KEYS, FITNESS_OUTCOMES, type ExaminationSortKey } from '@tutela/contracts';
import { OptionalField } from '../../../http/input/optional-field.decorator';
import { ListRequestDto } from '../../../http/paging/list-request.dto';
import { ID } from '../../commands/save-examination/save-examination.request.dto';
import { IsCalendarDate } from '../../../http/input/calendar-date.decorator';

/** "Visite effettuate": paging, sort by date / worker / company, and its filters. */
export class ListExaminationsRequestDto extends ListRequestDto {
  @ApiPropertyOptional({ enum: EXAMINATION_SORT_KEYS, default: 'date' })
  @OptionalField()
  @IsIn(EXAMINATION_SORT_KEYS)
  sort: ExaminationSortKey = 'date';

  @ApiPropertyOptional()
  @OptionalField()
  @IsString()
  @Matches(ID, { message: 'Identificativo non valido' })
  customer_id?: string;

  @ApiPropertyOptional()
  @OptionalField()
  @IsString()
  @Matches(ID, { message: 'Identificativo non valido' })
  factory_id?: string;

  @ApiPropertyOptional({ description: 'Dal (YYYY-MM-DD)' })
  @OptionalField()
  @IsString()
  @IsCalendarDate()
  from?: string;

  @ApiPropertyOptional({ description: 'Al (YYYY-MM-DD)' })
  @OptionalField()
  @IsString()
  @IsCalendarDate()
  to?: string;

  @ApiPropertyOptional({ enum: FITNESS_OUTCOMES.map((outcome) => outcome.code) })
  @OptionalField()
  @IsIn(FITNESS_OUTCOMES.map((outcome) => outcome.code), { message: 'Giudizio non valido' })
  outcome?: string;

  @ApiPropertyOptional({ enum: ['0', '1', '-1'] })
  @OptionalField()
  @IsIn(['0', '1', '-1'], { message: 'Stato non valido' })
  status?: '0' | '1' | '-1';

  @ApiPropertyOptional({ description: 'Medico (id utente)' })
  @OptionalField()
  @IsString()
  @Matches(ID, { message: 'Identificativo non valido' })
  doctor?: string;
}
