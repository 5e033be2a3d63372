import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { MESSAGES } from '@tutela/contracts';
import { IsBoolean, IsInt, IsNotEmpty, IsString, MaxLength, Min } from 'class-validator';
import { OptionalField } from '../../http/input/optional-field.decorator';

const NAME_MAX = 200;
const ADDRESS_MAX = 500;

/** Fields shared by creation and update; in an update every one is optional. */
class EntitySettingsDto {
  @ApiPropertyOptional({ nullable: true, maxLength: ADDRESS_MAX })
  @OptionalField({ nullable: true })
  @IsString()
  @MaxLength(ADDRESS_MAX)
  address_info?: string | null;

  @ApiPropertyOptional({ description: 'Medicina del lavoro attiva' })
  @OptionalField()
  @IsBoolean()
  active_md?: boolean;

  @ApiPropertyOptional({ description: 'Formazione attiva' })
  @OptionalField()
  @IsBoolean()
  active_fr?: boolean;

  @ApiPropertyOptional({ description: 'Sicurezza attiva' })
  @OptionalField()
  @IsBoolean()
  active_sr?: boolean;

  @ApiPropertyOptional({ description: 'Versione generica del prodotto' })
  @OptionalField()
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
  @OptionalField()
  @IsString()
  @IsNotEmpty({ message: MESSAGES.REQUIRED })
  @MaxLength(NAME_MAX)
  name?: string;

  @ApiPropertyOptional({
    minimum: 0,
    description: "Revisione della scheda su cui si basa la modifica: se l'ente è cambiato nel frattempo la risposta è 409",
  })
  @OptionalField()
  @IsInt()
  @Min(0)
  revision?: number;
}
