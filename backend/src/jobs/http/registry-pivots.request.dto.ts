import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { MESSAGES, type HazardAssignment, type HealthProtocolEntry, type ExposureFrequency } from '@tutela/contracts';
import { IsInt, IsNotEmpty, IsObject, IsString, Max, MaxLength, Min } from 'class-validator';
import { OptionalField } from '../../http/input/optional-field.decorator';
import { IsCalendarDate } from '../../http/input/calendar-date.decorator';

/**
 * A hazard with its pivot (part 2 §3.6), as the job card and the worker card send it. Ranges and the catalogue
 * are checked by the deciders (contracts' registry rules), which report each item's field.
 */
export class HazardPivotDto {
  @ApiProperty({ description: 'Id del rischio nel catalogo (es. RUMORE)' })
  @IsString()
  @IsNotEmpty({ message: MESSAGES.REQUIRED })
  @MaxLength(60)
  hazard_id!: string;

  @ApiPropertyOptional({ nullable: true, description: 'Data di valutazione YYYY-MM-DD' })
  @OptionalField({ nullable: true })
  @IsString()
  @IsCalendarDate()
  evaluation_date?: string | null;

  @ApiPropertyOptional({ nullable: true, description: 'Giorni di esposizione per anno' })
  @OptionalField({ nullable: true })
  @IsInt()
  @Min(0)
  @Max(366)
  exposition_days?: number | null;

  @ApiPropertyOptional({ nullable: true, description: 'Frequenza di esposizione 1-5' })
  @OptionalField({ nullable: true })
  @IsInt()
  @Min(1)
  @Max(5)
  frequency?: number | null;

  @ApiPropertyOptional({ nullable: true, description: 'Campi della scheda specifica (solo mansioni di livello 1)' })
  @OptionalField({ nullable: true })
  @IsObject()
  form_data?: Record<string, unknown> | null;
}

export class ProtocolRowDto {
  @ApiProperty()
  @IsInt()
  @Min(1)
  @Max(1000)
  examination_type_id!: number;

  @ApiProperty({ description: 'Mesi, oppure -2 VDT (5,2), -1 una tantum, 0 nessuna' })
  @IsInt()
  @Min(-2)
  @Max(120)
  period!: number;

  @ApiPropertyOptional({ nullable: true })
  @OptionalField({ nullable: true })
  @IsInt()
  @Min(-2)
  @Max(120)
  period_in_job?: number | null;
}

export function toHazardAssignment(dto: HazardPivotDto): HazardAssignment {
  return {
    hazardId: dto.hazard_id,
    evaluationDate: dto.evaluation_date ?? null,
    expositionDays: dto.exposition_days ?? null,
    frequency: (dto.frequency ?? null) as ExposureFrequency | null,
    formData: dto.form_data ?? null,
  };
}

export function toProtocolEntry(dto: ProtocolRowDto): HealthProtocolEntry {
  return { examinationTypeId: dto.examination_type_id, period: dto.period, periodInJob: dto.period_in_job ?? null };
}
