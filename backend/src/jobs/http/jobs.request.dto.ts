import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { JOB_LEVELS, JOB_SORT_KEYS, JOB_TYPES, MESSAGES, type JobSortKey, type JobType } from '@tutela/contracts';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsString,
  IsUUID,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { OptionalField } from '../../http/input/optional-field.decorator';
import { ListRequestDto } from '../../http/paging/list-request.dto';
import { HazardPivotDto, ProtocolRowDto } from './registry-pivots.request.dto';

const NAME_MAX = 200;
const DESCRIPTION_MAX = 2000;

class JobFieldsDto {
  @ApiPropertyOptional({ nullable: true, maxLength: NAME_MAX })
  @OptionalField({ nullable: true })
  @IsString()
  @MaxLength(NAME_MAX)
  name_eng?: string | null;

  @ApiPropertyOptional({ nullable: true, maxLength: DESCRIPTION_MAX })
  @OptionalField({ nullable: true })
  @IsString()
  @MaxLength(DESCRIPTION_MAX)
  description?: string | null;

  @ApiPropertyOptional({ enum: JOB_LEVELS, description: '1 = rischi con schede specifiche' })
  @OptionalField()
  @IsInt()
  @IsIn(JOB_LEVELS as unknown as number[])
  level?: number;
}

/** POST /api/{app}/jobs: without customer and factory a general job (glist). */
export class CreateJobRequestDto extends JobFieldsDto {
  @ApiProperty({ maxLength: NAME_MAX })
  @IsString()
  @IsNotEmpty({ message: MESSAGES.REQUIRED })
  @MaxLength(NAME_MAX)
  name!: string;

  @ApiPropertyOptional({ enum: JOB_TYPES, default: 'JOB' })
  @OptionalField()
  @IsIn(JOB_TYPES)
  job_type?: JobType;

  @ApiPropertyOptional({ nullable: true })
  @OptionalField({ nullable: true })
  @IsUUID('all', { message: 'Identificativo non valido' })
  customer_id?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @OptionalField({ nullable: true })
  @IsUUID('all', { message: 'Identificativo non valido' })
  factory_id?: string | null;
}

class RevisionDto {
  @ApiPropertyOptional({ minimum: 0, description: 'Revisione della scheda: se la mansione è cambiata nel frattempo la risposta è 409' })
  @OptionalField()
  @IsInt()
  @Min(0)
  revision?: number;
}

/** POST /api/{app}/jobs/{id}: only the fields sent change. */
export class UpdateJobRequestDto extends JobFieldsDto {
  @ApiPropertyOptional({ maxLength: NAME_MAX })
  @OptionalField()
  @IsString()
  @IsNotEmpty({ message: MESSAGES.REQUIRED })
  @MaxLength(NAME_MAX)
  name?: string;

  @ApiPropertyOptional({ minimum: 0 })
  @OptionalField()
  @IsInt()
  @Min(0)
  revision?: number;
}

export class SetJobHazardsRequestDto extends RevisionDto {
  @ApiProperty({ type: [HazardPivotDto] })
  @IsArray()
  @ArrayMaxSize(200)
  @ValidateNested({ each: true })
  @Type(() => HazardPivotDto)
  hazards!: HazardPivotDto[];

  @ApiPropertyOptional({ description: 'Applica la modifica anche ai lavoratori attivi della mansione' })
  @OptionalField()
  @IsBoolean()
  propagate?: boolean;
}

export class SetJobProtocolRequestDto extends RevisionDto {
  @ApiProperty({ type: [ProtocolRowDto] })
  @IsArray()
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => ProtocolRowDto)
  protocol!: ProtocolRowDto[];

  @ApiPropertyOptional()
  @OptionalField()
  @IsBoolean()
  propagate?: boolean;
}

/** GET /api/{app}/jobs: filters of the two 'Mansionario' lists. */
export class ListJobsRequestDto extends ListRequestDto {
  @ApiPropertyOptional({ enum: JOB_SORT_KEYS, default: 'name' })
  @OptionalField()
  @IsIn(JOB_SORT_KEYS)
  sort: JobSortKey = 'name';

  @ApiPropertyOptional({ enum: JOB_LEVELS })
  @OptionalField()
  @Type(() => Number)
  @IsInt()
  @IsIn(JOB_LEVELS as unknown as number[])
  level?: number;

  @ApiPropertyOptional({ enum: JOB_TYPES })
  @OptionalField()
  @IsIn(JOB_TYPES)
  job_type?: JobType;

  @ApiPropertyOptional()
  @OptionalField()
  @IsUUID('all', { message: 'Identificativo non valido' })
  customer_id?: string;

  @ApiPropertyOptional()
  @OptionalField()
  @IsUUID('all', { message: 'Identificativo non valido' })
  factory_id?: string;

  @ApiPropertyOptional({ enum: ['0', '1'], description: "'1' solo le mansioni generali (glist), '0' solo le specifiche" })
  @OptionalField()
  @IsIn(['0', '1'])
  general?: '0' | '1';
}

/** GET /api/{app}/lookups/jobs: the jobs a worker of a factory can take, general ones included. */
export class JobLookupRequestDto {
  @ApiPropertyOptional()
  @OptionalField()
  @IsUUID('all', { message: 'Identificativo non valido' })
  factory_id?: string;

  @ApiPropertyOptional()
  @OptionalField()
  @IsUUID('all', { message: 'Identificativo non valido' })
  customer_id?: string;

  @ApiPropertyOptional({ enum: JOB_LEVELS })
  @OptionalField()
  @Type(() => Number)
  @IsInt()
  @IsIn(JOB_LEVELS as unknown as number[])
  level?: number;

  @ApiPropertyOptional({ enum: JOB_TYPES })
  @OptionalField()
  @IsIn(JOB_TYPES)
  job_type?: JobType;
}

export class ExtypesRequestDto {
  @ApiPropertyOptional({ enum: ['0', '1'], description: "'1' solo i tipi ammessi nel protocollo sanitario" })
  @OptionalField()
  @IsIn(['0', '1'])
  health_protocol?: '0' | '1';
}
