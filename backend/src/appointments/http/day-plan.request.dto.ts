import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { DayPlanRequest } from '@tutela/contracts';
import { ArrayMaxSize, IsArray, IsInt, IsString, Max, MaxLength } from 'class-validator';
import { OptionalField } from '../../http/input/optional-field.decorator';

const INVALID = { message: 'Valore non valido' };
const ID = 64;

/** POST …/appointments/day-plan[/preview]: the types only; what is required and valid is validateDayPlan's (422). */
export class DayPlanRequestDto implements DayPlanRequest {
  @ApiProperty({ nullable: true }) @OptionalField({ nullable: true }) @IsString(INVALID) @MaxLength(ID) customer_id!: string | null;
  @ApiPropertyOptional({ nullable: true }) @OptionalField({ nullable: true }) @IsString(INVALID) @MaxLength(ID) factory_id?: string | null;
  @ApiProperty({ nullable: true }) @OptionalField({ nullable: true }) @IsString(INVALID) @MaxLength(ID) med_id!: string | null;
  @ApiProperty({ nullable: true, description: 'YYYY-MM-DD' }) @OptionalField({ nullable: true }) @IsString(INVALID) @MaxLength(10) date!:
    string | null;
  @ApiProperty({ nullable: true, description: 'HH:mm' }) @OptionalField({ nullable: true }) @IsString(INVALID) @MaxLength(5) start_time!:
    string | null;
  @ApiProperty({ nullable: true, description: 'HH:mm' }) @OptionalField({ nullable: true }) @IsString(INVALID) @MaxLength(5) end_time!:
    string | null;
  @ApiProperty({ nullable: true }) @OptionalField({ nullable: true }) @IsInt(INVALID) @Max(100_000, INVALID) minutes!: number | null;
  @ApiPropertyOptional({ nullable: true }) @OptionalField({ nullable: true }) @IsString(INVALID) @MaxLength(10) todate?: string | null;

  @ApiPropertyOptional({ type: [String], nullable: true })
  @OptionalField({ nullable: true })
  @IsArray(INVALID)
  @ArrayMaxSize(200)
  @IsString({ each: true, ...INVALID })
  @MaxLength(ID, { each: true })
  worker_ids?: string[] | null;
}
