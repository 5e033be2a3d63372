import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { MESSAGES } from '@tutela/contracts';
import { IsBoolean, IsInt, IsNotEmpty, IsOptional, IsString, MaxLength, Min, ValidateIf } from 'class-validator';

const NAME_MAX = 200;
const ADDRESS_MAX = 500;

/** Present means "set it": null is refused for the fields that cannot be empty (IsOptional would let it through). */
const unlessAbsent = ValidateIf((_object: object, value: unknown) => value !== undefined);

/** Fields shared by creation and update; in an update every one is optional. */
class EntitySettingsDto {
  @ApiPropertyOptional({ nullable: true, maxLength: ADDRESS_MAX })
  @IsOptional()
  @IsString()
  @MaxLength(ADDRESS_MAX)
  address_info?: string | null;

  @ApiPropertyOptional({ description: 'Medicina del lavoro attiva' })
  @unlessAbsent
  @IsBoolean()
  active_md?: boolean;

  @ApiPropertyOptional({ description: 'Formazione attiva' })
  @unlessAbsent
  @IsBoolean()
  active_fr?: boolean;

  @ApiPropertyOptional({ description: 'Sicurezza attiva' })
  @unlessAbsent
  @IsBoolean()
  active_sr?: boolean;

  @ApiPropertyOptional({ description: 'Versione generica del prodotto' })
  @unlessAbsent
  @IsBoolean()
  generic?: boolean;
}

/** POST /api/md/entities (system administrators). */
export class CreateEntityRequestDto extends EntitySettingsDto {
  @ApiProperty({ maxLength: NAME_MAX })
  @IsString()
  @IsNotEmpty({ message: MESSAGES.REQUIRED })
  @MaxLength(NAME_MAX)
  name!: string;
}

/** POST /api/md/entities/{id}: only the fields sent change. */
export class UpdateEntityRequestDto extends EntitySettingsDto {
  @ApiPropertyOptional({ maxLength: NAME_MAX })
  @unlessAbsent
  @IsString()
  @IsNotEmpty({ message: MESSAGES.REQUIRED })
  @MaxLength(NAME_MAX)
  name?: string;

  @ApiPropertyOptional({
    minimum: 0,
    description: "Revisione della scheda su cui si basa la modifica: se l'ente è cambiato nel frattempo la risposta è 409",
  })
  @IsOptional()
  @IsInt()
  @Min(0)
  revision?: number;
}
