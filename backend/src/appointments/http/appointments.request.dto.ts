import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { APPOINTMENT_MESSAGES, SERIES_SCOPES, type AppointmentFlag, type AppointmentRequest, type SeriesScope } from '@tutela/contracts';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsString, Max, MaxLength } from 'class-validator';
import { OptionalField } from '../../http/input/optional-field.decorator';

const TEXT = 2000;
const ID = 64;
const FLAGS = [0, 1];
const MAX_DURATION_MINUTES = 24 * 60;
const INVALID = { message: 'Valore non valido' };

/**
 * POST /api/{app}/appointments and checkbusyresources: the form's payload (spec part 2 §3.8, §7.2). Only the types
 * are checked here; what is required, the dates, times, series and mail rules are validateAppointmentRequest's
 * (422 with the Italian message per field, the same as the form's).
 */
export class StoreAppointmentRequestDto implements AppointmentRequest {
  @ApiPropertyOptional({ nullable: true }) @OptionalField({ nullable: true }) @IsString(INVALID) @MaxLength(ID) id?: string | null;
  @ApiPropertyOptional({ nullable: true }) @OptionalField({ nullable: true }) @IsString(INVALID) @MaxLength(ID) entity_id?: string | null;
  @ApiPropertyOptional({ nullable: true }) @OptionalField({ nullable: true }) @IsString(INVALID) @MaxLength(ID) customer_id?: string | null;
  @ApiProperty({ nullable: true, description: 'Il medico' }) @OptionalField({ nullable: true }) @IsString(INVALID) @MaxLength(ID) med_id!:
    string | null;
  @ApiProperty({ enum: FLAGS }) @OptionalField() @IsIn(FLAGS, INVALID) multi!: AppointmentFlag;
  @ApiPropertyOptional({ enum: FLAGS, nullable: true })
  @OptionalField({ nullable: true })
  @IsIn(FLAGS, INVALID)
  select_workers?: AppointmentFlag | null;

  @ApiPropertyOptional({ type: [String], nullable: true })
  @OptionalField({ nullable: true })
  @IsArray(INVALID)
  @ArrayMaxSize(1000)
  @IsString({ each: true, ...INVALID })
  @MaxLength(ID, { each: true })
  selected?: string[] | null;

  @ApiPropertyOptional({ nullable: true }) @OptionalField({ nullable: true }) @IsString(INVALID) @MaxLength(ID) worker_id?: string | null;
  @ApiProperty({ enum: [1, 0, 2, 3, 4], nullable: true })
  @OptionalField({ nullable: true })
  @IsInt(INVALID)
  visit!: AppointmentRequest['visit'];
  @ApiPropertyOptional({ nullable: true }) @OptionalField({ nullable: true }) @IsString(INVALID) @MaxLength(255) title?: string | null;

  @ApiPropertyOptional({ type: [String], nullable: true })
  @OptionalField({ nullable: true })
  @IsArray(INVALID)
  @ArrayMaxSize(200)
  @IsString({ each: true, ...INVALID })
  @MaxLength(ID, { each: true })
  examinations?: string[] | null;

  @ApiPropertyOptional({ enum: FLAGS, nullable: true })
  @OptionalField({ nullable: true })
  @IsIn(FLAGS, INVALID)
  add_examination_protocol?: AppointmentFlag | null;

  @ApiPropertyOptional({ type: [String], nullable: true })
  @OptionalField({ nullable: true })
  @IsArray(INVALID)
  @ArrayMaxSize(50)
  @IsString({ each: true, ...INVALID })
  @MaxLength(ID, { each: true })
  resources?: string[] | null;

  @ApiPropertyOptional({ nullable: true }) @OptionalField({ nullable: true }) @IsString(INVALID) @MaxLength(ID) classroom_id?:
    string | null;
  @ApiProperty({ nullable: true }) @OptionalField({ nullable: true }) @IsString(INVALID) @MaxLength(10) appointment_date!: string | null;
  @ApiPropertyOptional({ nullable: true }) @OptionalField({ nullable: true }) @IsString(INVALID) @MaxLength(5) appointment_time?:
    string | null;
  // At most a day per worker: a larger one would only push the end instant out of range.
  @ApiPropertyOptional({ nullable: true, maximum: MAX_DURATION_MINUTES })
  @OptionalField({ nullable: true })
  @IsInt(INVALID)
  @Max(MAX_DURATION_MINUTES, { message: APPOINTMENT_MESSAGES.DURATION_INVALID })
  appointment_duration?: number | null;

  @ApiProperty({ nullable: true }) @OptionalField({ nullable: true }) @IsString(INVALID) @MaxLength(10) appointment_date_end!:
    string | null;
  @ApiPropertyOptional({ nullable: true }) @OptionalField({ nullable: true }) @IsString(INVALID) @MaxLength(5) appointment_time_end?:
    string | null;
  @ApiPropertyOptional({ nullable: true }) @OptionalField({ nullable: true }) @IsInt(INVALID) location?: AppointmentRequest['location'];
  @ApiPropertyOptional({ nullable: true }) @OptionalField({ nullable: true }) @IsString(INVALID) @MaxLength(500) location_address?:
    string | null;
  @ApiPropertyOptional({ nullable: true }) @OptionalField({ nullable: true }) @IsString(INVALID) @MaxLength(TEXT) note?: string | null;
  @ApiProperty({ enum: FLAGS, nullable: true }) @OptionalField({ nullable: true }) @IsIn(FLAGS, INVALID) send_mail!: AppointmentFlag | null;
  @ApiPropertyOptional({ enum: FLAGS, nullable: true })
  @OptionalField({ nullable: true })
  @IsIn(FLAGS, INVALID)
  send_mail_multi?: AppointmentFlag | null;
  @ApiProperty({ enum: FLAGS, nullable: true })
  @OptionalField({ nullable: true })
  @IsIn(FLAGS, INVALID)
  send_mail_to_customer!: AppointmentFlag | null;
  @ApiPropertyOptional({ nullable: true }) @OptionalField({ nullable: true }) @IsString(INVALID) @MaxLength(TEXT) mail_address?:
    string | null;
  @ApiPropertyOptional({ nullable: true }) @OptionalField({ nullable: true }) @IsString(INVALID) @MaxLength(TEXT) mail_customer?:
    string | null;

  @ApiPropertyOptional({ enum: ['NO', 'YES'], nullable: true })
  @OptionalField({ nullable: true })
  @IsIn(['NO', 'YES'], INVALID)
  require_coordination?: 'NO' | 'YES' | null;

  @ApiPropertyOptional({ nullable: true }) @OptionalField({ nullable: true }) @IsString(INVALID) @MaxLength(ID) user_id?: string | null;
  @ApiPropertyOptional({ nullable: true }) @OptionalField({ nullable: true }) @IsString(INVALID) @MaxLength(10) require_coordination_date?:
    string | null;
  @ApiPropertyOptional({ enum: FLAGS, nullable: true })
  @OptionalField({ nullable: true })
  @IsIn(FLAGS, INVALID)
  confirmed?: AppointmentFlag | null;
  @ApiProperty({ enum: [1, 2] }) @OptionalField() @IsIn([1, 2], INVALID) recurring!: 1 | 2;

  @ApiPropertyOptional({ type: [Number], nullable: true })
  @OptionalField({ nullable: true })
  @IsArray(INVALID)
  @ArrayMaxSize(7)
  @IsInt({ each: true, ...INVALID })
  daysOfWeek?: number[] | null;

  @ApiPropertyOptional({ description: 'Serie in parte occupata: prenota le date libere e riporta le altre' })
  @OptionalField()
  @IsIn([true, false, 0, 1], INVALID)
  book_free_occurrences?: boolean | 0 | 1;
}

/** move: the new dates and times ('this'), or the new times of every occurrence reached ('following', 'all'). */
export class MoveAppointmentRequestDto {
  @ApiPropertyOptional({ enum: SERIES_SCOPES }) @OptionalField() @IsIn(SERIES_SCOPES, INVALID) scope?: SeriesScope;
  @ApiPropertyOptional({ nullable: true }) @OptionalField({ nullable: true }) @IsString(INVALID) @MaxLength(10) appointment_date?:
    string | null;
  @ApiPropertyOptional({ nullable: true }) @OptionalField({ nullable: true }) @IsString(INVALID) @MaxLength(10) appointment_date_end?:
    string | null;
  @ApiPropertyOptional({ nullable: true }) @OptionalField({ nullable: true }) @IsString(INVALID) @MaxLength(5) appointment_time?:
    string | null;
  @ApiPropertyOptional({ nullable: true }) @OptionalField({ nullable: true }) @IsString(INVALID) @MaxLength(5) appointment_time_end?:
    string | null;
  @ApiPropertyOptional({ description: 'Revisione vista dal client' }) @OptionalField() @IsInt(INVALID) revision?: number;
}

export class CancelAppointmentRequestDto {
  @ApiPropertyOptional({ enum: SERIES_SCOPES }) @OptionalField() @IsIn(SERIES_SCOPES, INVALID) scope?: SeriesScope;
  @ApiPropertyOptional({ nullable: true }) @OptionalField({ nullable: true }) @IsString(INVALID) @MaxLength(TEXT) reason?: string | null;
}

export class CompleteAppointmentRequestDto {
  @ApiPropertyOptional({ nullable: true }) @OptionalField({ nullable: true }) @IsString(INVALID) @MaxLength(ID) examination_id?:
    string | null;
}
