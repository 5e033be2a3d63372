import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { APP_CODES, ROLE_NAMES, type AppCode, type RoleName } from '@tutela/contracts';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';

export class CustomerSettingsDto {
  @ApiPropertyOptional({ enum: [2, 3], nullable: true, description: '2 SILVER, 3 GOLD' })
  @ValidateIf((_o, v) => v !== null && v !== undefined)
  @IsInt()
  @IsIn([2, 3])
  level: number | null = null;

  @ApiPropertyOptional({ enum: [2, 3], nullable: true })
  @ValidateIf((_o, v) => v !== null && v !== undefined)
  @IsInt()
  @IsIn([2, 3])
  level_md: number | null = null;

  @ApiPropertyOptional({ enum: [2, 3], nullable: true })
  @ValidateIf((_o, v) => v !== null && v !== undefined)
  @IsInt()
  @IsIn([2, 3])
  level_fr: number | null = null;

  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(500)
  @IsString({ each: true })
  factories_id: string[] = [];

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  is_self_manage_workers_enabled: boolean = false;
}

/** Optional profile fields shared by creation and update. */
export class UserProfileExtrasDto {
  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  phone?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  is_mir_enabled?: boolean;

  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50)
  @IsString({ each: true })
  staff_roles?: string[];

  @ApiPropertyOptional({ type: CustomerSettingsDto, nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => CustomerSettingsDto)
  customer_settings?: CustomerSettingsDto | null;
}

/** POST /api/md/users/{id}: only the fields sent change. */
export class UpdateUserRequestDto extends UserProfileExtrasDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsEmail({}, { message: 'Email non valida' })
  @MaxLength(254)
  email?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @IsNotEmpty({ message: 'Campo obbligatorio' })
  @MaxLength(100)
  first_name?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @IsNotEmpty({ message: 'Campo obbligatorio' })
  @MaxLength(100)
  last_name?: string;

  @ApiPropertyOptional({
    description: 'Revisione della scheda quando è stata aperta: se un altro utente ha modificato i dati nel frattempo risponde 409',
  })
  @IsOptional()
  @IsInt()
  @Min(0)
  revision?: number;
}

/** POST /api/md/users. */
export class CreateUserRequestDto extends UserProfileExtrasDto {
  @ApiProperty()
  @IsEmail({}, { message: 'Email non valida' })
  @MaxLength(254)
  email!: string;

  @ApiProperty()
  @IsString()
  @IsNotEmpty({ message: 'Campo obbligatorio' })
  @MaxLength(100)
  first_name!: string;

  @ApiProperty()
  @IsString()
  @IsNotEmpty({ message: 'Campo obbligatorio' })
  @MaxLength(100)
  last_name!: string;

  @ApiPropertyOptional({ description: 'Assente: password casuale e cambio obbligatorio al primo accesso' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  password?: string;

  @ApiPropertyOptional({ description: "Solo amministratori di sistema: ente dell'utente (default: il proprio)" })
  @IsOptional()
  @IsUUID('all', { message: 'Identificativo non valido' })
  entity_id?: string;
}

export class GrantRoleRequestDto {
  @ApiProperty({ enum: ROLE_NAMES })
  @IsIn(ROLE_NAMES, { message: 'Ruolo non valido' })
  role!: RoleName;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(80)
  customer_id?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(80)
  factory_id?: string | null;

  @ApiPropertyOptional({ enum: APP_CODES, nullable: true })
  @IsOptional()
  @IsIn(APP_CODES)
  app?: AppCode | null;
}

export class ReasonRequestDto {
  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  reason?: string | null;
}
