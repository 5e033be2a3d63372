import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsObject, IsUUID, ValidateNested } from 'class-validator';
import { OptionalField } from '../../../http/input/optional-field.decorator';
import { HazardPivotDto, ProtocolRowDto } from '../../../jobs/public';

const ID_MESSAGE = { message: 'Identificativo non valido' };

/** POST /api/{app}/workers/{id}/job: the job assignment form (part 2 §3.4), names as the spec gives them. */
export class AssignWorkerJobRequestDto {
  @ApiProperty({ nullable: true, description: 'Mansione; null toglie la mansione' })
  @OptionalField({ nullable: true })
  @IsUUID('all', ID_MESSAGE)
  job_id!: string | null;

  @ApiPropertyOptional({ type: [String], description: 'Mansioni alternative' })
  @OptionalField()
  @IsArray()
  @ArrayMaxSize(20)
  @IsUUID('all', { each: true, ...ID_MESSAGE })
  altjobs?: string[];

  @ApiPropertyOptional({ type: [String], description: 'Profili di rischio' })
  @OptionalField()
  @IsArray()
  @ArrayMaxSize(20)
  @IsUUID('all', { each: true, ...ID_MESSAGE })
  risk_profiles?: string[];

  @ApiPropertyOptional({ description: 'Sostituisce rischi e protocollo del lavoratore con quelli della mansione' })
  @OptionalField()
  @IsBoolean()
  reset_healt_protocol?: boolean;

  @ApiPropertyOptional({ nullable: true, description: 'Sede (stabilimento)' })
  @OptionalField({ nullable: true })
  @IsUUID('all', ID_MESSAGE)
  factory_id?: string | null;

  @ApiPropertyOptional({ nullable: true, description: 'Reparto' })
  @OptionalField({ nullable: true })
  @IsUUID('all', ID_MESSAGE)
  department_id?: string | null;
}

/** POST /api/{app}/workers/{id}/hazards: `hazards` (the whole list) or `hazard` (one, with its pivot). */
export class SetWorkerHazardsRequestDto {
  @ApiPropertyOptional({ type: [HazardPivotDto] })
  @OptionalField()
  @IsArray()
  @ArrayMaxSize(200)
  @ValidateNested({ each: true })
  @Type(() => HazardPivotDto)
  hazards?: HazardPivotDto[];

  @ApiPropertyOptional({ type: HazardPivotDto })
  @OptionalField()
  @IsObject()
  @ValidateNested()
  @Type(() => HazardPivotDto)
  hazard?: HazardPivotDto;
}

export class SetWorkerProtocolRequestDto {
  @ApiProperty({ type: [ProtocolRowDto] })
  @IsArray()
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => ProtocolRowDto)
  protocol!: ProtocolRowDto[];
}
