import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { APP_CODES, EMAIL_MAX_LENGTH, MESSAGES, ROLE_NAMES, type AppCode, type RoleName } from '@tutela/contracts';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsObject,
  IsString,
  IsUUID,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { IsEmailAddress } from '../../http/input/email-address.decorator';
import { OptionalField } from '../../http/input/optional-field.decorator';

/** contracts' UserCustomerSettings: an object with exactly these fields (null levels: not set). */
export class CustomerSettingsDto {
  @ApiPropertyOptional({ enum: [2, 3], nullable: true, description: '2 SILVER, 3 GOLD' })
  @OptionalField({ nullable: true })
  @IsInt()
  @IsIn([2, 3])
  level: number | null = null;

  @ApiPropertyOptional({ enum: [2, 3], nullable: true })
  @OptionalField({ nullable: true })
  @IsInt()
  @IsIn([2, 3])
  level_md: number | null = null;

  @ApiPropertyOptional({ enum: [2, 3], nullable: true })
  @OptionalField({ nullable: true })
  @IsInt()
  @IsIn([2, 3])
  level_fr: number | null = null;

  @ApiPropertyOptional({ type: [String] })
  @OptionalField()
  @IsArray()
  @ArrayMaxSize(500)
  @IsString({ each: true })
  @MaxLength(80, { each: true })
  factories_id: string[] = [];

  @ApiPropertyOptional()
  @OptionalField()
  @IsBoolean()
  is_self_manage_workers_enabled: boolean = false;
}

/** Optional profile fields shared by creation and update. */
export class UserProfileExtrasDto {
  @ApiPropertyOptional({ nullable: true })
  @OptionalField({ nullable: true })
  @IsString()
  @MaxLength(40)
  phone?: string | null;

  @ApiPropertyOptional()
  @OptionalField()
  @IsBoolean()
  is_mir_enabled?: boolean;

  @ApiPropertyOptional({ type: [String] })
  @OptionalField()
  @IsArray()
  @ArrayMaxSize(50)
  @IsString({ each: true })
  @MaxLength(80, { each: true })
  staff_roles?: string[];

  @ApiPropertyOptional({ type: CustomerSettingsDto, nullable: true })
  @OptionalField({ nullable: true })
  // ValidateNested alone accepts an array (it checks each item as settings): the settings are one object.
  @IsObject()
  @ValidateNested()
  @Type(() => CustomerSettingsDto)
  customer_settings?: CustomerSettingsDto | null;
}

/** POST /api/md/users/{id}: only the fields sent change. */
export class UpdateUserRequestDto extends UserProfileExtrasDto {
  @ApiPropertyOptional()
  @OptionalField()
  @IsEmailAddress()
  @MaxLength(EMAIL_MAX_LENGTH)
  email?: string;

  @ApiPropertyOptional()
  @OptionalField()
  @IsString()
  @IsNotEmpty({ message: MESSAGES.REQUIRED })
  @MaxLength(100)
  first_name?: string;

  @ApiPropertyOptional()
  @OptionalField()
  @IsString()
  @IsNotEmpty({ message: MESSAGES.REQUIRED })
  @MaxLength(100)
  last_name?: string;

  @ApiPropertyOptional({
    description: 'Revisione della scheda quando è stata aperta: se un altro utente ha modificato i dati nel frattempo risponde 409',
  })
  @OptionalField()
  @IsInt()
  @Min(0)
  revision?: number;
}

/** POST /api/md/users. */
export class CreateUserRequestDto extends UserProfileExtrasDto {
  @ApiProperty()
  @IsEmailAddress()
  @MaxLength(EMAIL_MAX_LENGTH)
  email!: string;

  @ApiProperty()
  @IsString()
  @IsNotEmpty({ message: MESSAGES.REQUIRED })
  @MaxLength(100)
  first_name!: string;

  @ApiProperty()
  @IsString()
  @IsNotEmpty({ message: MESSAGES.REQUIRED })
  @MaxLength(100)
  last_name!: string;

  @ApiPropertyOptional({ description: 'Assente: password casuale e cambio obbligatorio al primo accesso' })
  @OptionalField()
  @IsString()
  @MaxLength(200)
  password?: string;

  @ApiPropertyOptional({ description: "Solo amministratori di sistema: ente dell'utente (default: il proprio)" })
  @OptionalField()
  @IsUUID('all', { message: 'Identificativo non valido' })
  entity_id?: string;
}

export class GrantRoleRequestDto {
  @ApiProperty({ enum: ROLE_NAMES })
  @IsIn(ROLE_NAMES, { message: 'Ruolo non valido' })
  role!: RoleName;

  @ApiPropertyOptional({ nullable: true })
  @OptionalField({ nullable: true })
  @IsString()
  @MaxLength(80)
  customer_id?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @OptionalField({ nullable: true })
  @IsString()
  @MaxLength(80)
  factory_id?: string | null;

  @ApiPropertyOptional({ enum: APP_CODES, nullable: true })
  @OptionalField({ nullable: true })
  @IsIn(APP_CODES)
  app?: AppCode | null;
}

export class ReasonRequestDto {
  @ApiPropertyOptional({ nullable: true })
  @OptionalField({ nullable: true })
  @IsString()
  @MaxLength(500)
  reason?: string | null;
}
