import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  APPOINTMENT_SORT_KEYS,
  APPOINTMENT_STATUSES,
  MESSAGES,
  type AppointmentSortKey,
  type AppointmentStatusName,
} from '@tutela/contracts';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsString, IsUUID, Matches, Max, MaxLength, Min } from 'class-validator';
import { IsCalendarDate } from '../../http/input/calendar-date.decorator';
import { OptionalField } from '../../http/input/optional-field.decorator';
import { ListRequestDto } from '../../http/paging/list-request.dto';

const ID = { message: 'Identificativo non valido' };

/** The days a calendar shows: both required, the last one included (the handler bounds the span). */
class CalendarRangeRequestDto {
  @ApiProperty({ description: 'Primo giorno (YYYY-MM-DD)' })
  @IsNotEmpty({ message: MESSAGES.REQUIRED })
  @IsString()
  @IsCalendarDate()
  from!: string;

  @ApiProperty({ description: 'Ultimo giorno, incluso (YYYY-MM-DD)' })
  @IsNotEmpty({ message: MESSAGES.REQUIRED })
  @IsString()
  @IsCalendarDate()
  to!: string;
}

/** GET /api/{app}/calappointments (part 2 §7.2): a physician's agenda, or every physician's in scope, in a date range. */
export class CalendarAppointmentsRequestDto extends CalendarRangeRequestDto {
  @ApiPropertyOptional({ description: 'Il medico (med_id)' })
  @OptionalField()
  @IsUUID('all', ID)
  med?: string;

  @ApiPropertyOptional({ description: 'Parte del nome del medico' })
  @OptionalField()
  @IsString()
  @MaxLength(100)
  medname?: string;

  @ApiPropertyOptional({ description: "Solo gli appuntamenti di un'azienda" })
  @OptionalField()
  @IsUUID('all', ID)
  customer_id?: string;

  @ApiPropertyOptional({ enum: ['0', '1'], default: '0', description: "'1' anche gli appuntamenti annullati" })
  @OptionalField()
  @IsIn(['0', '1'])
  include_cancelled?: '0' | '1';
}

const UUID_LIST =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(,[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}){0,49}$/i;

/** GET /api/{app}/calappointments/resources: Calendario risorse / ambulatori, side by side per resource or clinic. */
export class ResourceCalendarRequestDto extends CalendarRangeRequestDto {
  @ApiPropertyOptional({ description: 'Risorse (id separati da virgola, al massimo 50)' })
  @OptionalField()
  @IsString()
  @Matches(UUID_LIST, ID)
  resource_ids?: string;

  @ApiPropertyOptional({ description: 'Ambulatori (id separati da virgola, al massimo 50)' })
  @OptionalField()
  @IsString()
  @Matches(UUID_LIST, ID)
  classroom_ids?: string;
}

/** GET /api/{app}/appointments: Fissati (/appointments/flist), paged and filtered. */
export class ListAppointmentsRequestDto extends ListRequestDto {
  @ApiPropertyOptional({ enum: APPOINTMENT_SORT_KEYS, default: 'start' })
  @OptionalField()
  @IsIn(APPOINTMENT_SORT_KEYS)
  sort: AppointmentSortKey = 'start';

  @ApiPropertyOptional({ description: 'Dal giorno (YYYY-MM-DD)' })
  @OptionalField()
  @IsString()
  @IsCalendarDate()
  from?: string;

  @ApiPropertyOptional({ description: 'Al giorno, incluso (YYYY-MM-DD)' })
  @OptionalField()
  @IsString()
  @IsCalendarDate()
  to?: string;

  @ApiPropertyOptional()
  @OptionalField()
  @IsUUID('all', ID)
  customer_id?: string;

  @ApiPropertyOptional({ description: 'Il medico (med_id)' })
  @OptionalField()
  @IsUUID('all', ID)
  med?: string;

  @ApiPropertyOptional({ enum: ['0', '1'], description: "'0' da confermare, '1' confermati" })
  @OptionalField()
  @IsIn(['0', '1'])
  confirmed?: '0' | '1';

  @ApiPropertyOptional({ enum: APPOINTMENT_STATUSES })
  @OptionalField()
  @IsIn(APPOINTMENT_STATUSES)
  status?: AppointmentStatusName;
}

/**
 * GET /api/{app}/appointments/tofix: Da fissare (spec part 2 §3.1: the list's fromdate/todate are the next visit's
 * window), paged like the other lists.
 */
export class ToScheduleRequestDto extends ListRequestDto {
  @ApiPropertyOptional({ enum: ['next_visit'], default: 'next_visit' })
  @OptionalField()
  @IsIn(['next_visit'])
  sort = 'next_visit' as const;

  @ApiPropertyOptional({ description: 'Prossima visita dal giorno (YYYY-MM-DD); senza, anche le scadute' })
  @OptionalField()
  @IsString()
  @IsCalendarDate()
  fromdate?: string;

  @ApiPropertyOptional({ description: 'Prossima visita fino al giorno, incluso (YYYY-MM-DD)' })
  @OptionalField()
  @IsString()
  @IsCalendarDate()
  todate?: string;

  @ApiPropertyOptional({ description: 'Come fromdate: il nome che la lista generica invia (parte 2 §3.1)' })
  @OptionalField()
  @IsString()
  @IsCalendarDate()
  next_visit_from?: string;

  @ApiPropertyOptional({ description: 'Come todate: il nome che la lista generica invia' })
  @OptionalField()
  @IsString()
  @IsCalendarDate()
  next_visit_to?: string;

  @ApiPropertyOptional()
  @OptionalField()
  @IsUUID('all', ID)
  customer_id?: string;

  @ApiPropertyOptional()
  @OptionalField()
  @IsUUID('all', ID)
  factory_id?: string;

  @ApiPropertyOptional({ description: 'Solo le aziende di cui è medico (med_id)' })
  @OptionalField()
  @IsUUID('all', ID)
  med?: string;

  @ApiPropertyOptional({ description: 'Tipo di accertamento del protocollo (extypes id)' })
  @OptionalField()
  @Type(() => Number)
  @IsInt({ message: 'Identificativo non valido' })
  @Min(1, { message: 'Identificativo non valido' })
  @Max(2_147_483_647, { message: 'Identificativo non valido' })
  extype?: number;
}
