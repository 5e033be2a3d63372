import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CUSTOMER_ACCESS_LEVELS, CUSTOMER_ACCESS_LEVELS_FR, type CustomerAccessLevel, type CustomerNotice } from '@tutela/contracts';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsNotEmpty, IsString, MaxLength, ValidateNested } from 'class-validator';
import { OptionalField } from '../../../http/input/optional-field.decorator';

/** POST customers/{id}/resign. */
export class ResignCustomerRequestDto {
  @ApiPropertyOptional({ description: 'Data di cessazione (AAAA-MM-GG), oggi se assente' })
  @OptionalField()
  @IsString()
  @MaxLength(10)
  resigned_on?: string;
}

/** POST customers/{id}/contracts: the MEDICINA, FORMAZIONE and HSE cards' dates (AAAA-MM-GG, null none). */
export class SetContractsRequestDto {
  @ApiPropertyOptional({ nullable: true }) @OptionalField({ nullable: true }) @IsString() @MaxLength(10) md_start: string | null = null;
  @ApiPropertyOptional({ nullable: true }) @OptionalField({ nullable: true }) @IsString() @MaxLength(10) md_end: string | null = null;
  @ApiPropertyOptional({ nullable: true }) @OptionalField({ nullable: true }) @IsString() @MaxLength(10) fr_start: string | null = null;
  @ApiPropertyOptional({ nullable: true }) @OptionalField({ nullable: true }) @IsString() @MaxLength(10) fr_end: string | null = null;
  @ApiPropertyOptional({ nullable: true }) @OptionalField({ nullable: true }) @IsString() @MaxLength(100) fr_price_list: string | null =
    null;
  @ApiPropertyOptional({ nullable: true }) @OptionalField({ nullable: true }) @IsString() @MaxLength(80) fr_organizing_secretary_id:
    string | null = null;
  @ApiPropertyOptional({ nullable: true }) @OptionalField({ nullable: true }) @IsString() @MaxLength(10) sr_start: string | null = null;
  @ApiPropertyOptional({ nullable: true }) @OptionalField({ nullable: true }) @IsString() @MaxLength(10) sr_end: string | null = null;
  @ApiPropertyOptional({ nullable: true }) @OptionalField({ nullable: true }) @IsString() @MaxLength(500) sr_assignments: string | null =
    null;
}

export class CustomerDoctorDto {
  @ApiProperty()
  @IsString()
  @IsNotEmpty()
  @MaxLength(80)
  user_id!: string;

  @ApiProperty({ description: 'Ruolo del medico per questa azienda (es. Medico competente)' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(80)
  role!: string;
}

/** POST customers/{id}/staff: users of the customer's entity. */
export class SetStaffRequestDto {
  @ApiPropertyOptional({ type: [CustomerDoctorDto] })
  @OptionalField()
  @IsArray()
  @ArrayMaxSize(50)
  @ValidateNested({ each: true })
  @Type(() => CustomerDoctorDto)
  doctors: CustomerDoctorDto[] = [];

  @ApiPropertyOptional({ type: [String] })
  @OptionalField()
  @IsArray()
  @ArrayMaxSize(50)
  @IsString({ each: true })
  @MaxLength(80, { each: true })
  health_coordinator_ids: string[] = [];

  @ApiPropertyOptional({ type: [String] })
  @OptionalField()
  @IsArray()
  @ArrayMaxSize(50)
  @IsString({ each: true })
  @MaxLength(80, { each: true })
  secretary_ids: string[] = [];
}

/** POST customers/{id}/access: the ACCESSO card. */
export class SetAccessRequestDto {
  @ApiProperty({ enum: CUSTOMER_ACCESS_LEVELS }) @IsIn(CUSTOMER_ACCESS_LEVELS) general!: CustomerAccessLevel;
  @ApiProperty({ enum: CUSTOMER_ACCESS_LEVELS }) @IsIn(CUSTOMER_ACCESS_LEVELS) md!: CustomerAccessLevel;
  @ApiProperty({ enum: CUSTOMER_ACCESS_LEVELS_FR }) @IsIn(CUSTOMER_ACCESS_LEVELS_FR) fr!: CustomerAccessLevel;
  @ApiProperty({ enum: CUSTOMER_ACCESS_LEVELS }) @IsIn(CUSTOMER_ACCESS_LEVELS) hse!: CustomerAccessLevel;
  @ApiPropertyOptional() @OptionalField() @IsBoolean() wwbi: boolean = false;
}

/** POST customers/{id}/groups. */
export class SetGroupsRequestDto {
  @ApiProperty({ type: [String] })
  @IsArray()
  @ArrayMaxSize(50)
  @IsString({ each: true })
  @MaxLength(80, { each: true })
  groups!: string[];
}

/** POST customers/{id}/note. */
export class SetNoteRequestDto {
  @ApiPropertyOptional({ nullable: true })
  @OptionalField({ nullable: true })
  @IsString()
  @MaxLength(5000)
  note: string | null = null;
}

/** POST customers/{id}/notice: 1 'Azienda morosa', 2 'Azienda gravemente morosa', null none. */
export class SetNoticeRequestDto {
  @ApiPropertyOptional({ enum: [1, 2], nullable: true })
  @OptionalField({ nullable: true })
  @IsIn([1, 2])
  default_notice: CustomerNotice | null = null;
}
