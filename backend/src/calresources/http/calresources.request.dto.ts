import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  CALRESOURCE_MESSAGES,
  CALRESOURCE_NAME_MAX,
  CALRESOURCE_TEXT_MAX,
  CALRESOURCE_TYPES,
  MESSAGES,
  type CalResourceType,
} from '@tutela/contracts';
import { IsBoolean, IsIn, IsInt, IsNotEmpty, IsString, MaxLength, Min } from 'class-validator';
import { OptionalField } from '../../http/input/optional-field.decorator';

class CalResourceFieldsDto {
  @ApiPropertyOptional({ nullable: true, maxLength: CALRESOURCE_TEXT_MAX, description: 'Tipologia o descrizione' })
  @OptionalField({ nullable: true })
  @IsString()
  @MaxLength(CALRESOURCE_TEXT_MAX)
  kind?: string | null;

  @ApiPropertyOptional({ nullable: true, maxLength: CALRESOURCE_TEXT_MAX })
  @OptionalField({ nullable: true })
  @IsString()
  @MaxLength(CALRESOURCE_TEXT_MAX)
  location?: string | null;

  @ApiPropertyOptional({ nullable: true, maxLength: CALRESOURCE_TEXT_MAX })
  @OptionalField({ nullable: true })
  @IsString()
  @MaxLength(CALRESOURCE_TEXT_MAX)
  address?: string | null;

  @ApiPropertyOptional({ nullable: true, minimum: 1, description: 'Posti (ambulatori e aule)' })
  @OptionalField({ nullable: true })
  @IsInt({ message: CALRESOURCE_MESSAGES.CAPACITY_INVALID })
  @Min(1, { message: CALRESOURCE_MESSAGES.CAPACITY_INVALID })
  capacity?: number | null;
}

/** POST /api/{app}/calresources. */
export class CreateCalResourceRequestDto extends CalResourceFieldsDto {
  @ApiProperty({ enum: CALRESOURCE_TYPES })
  @IsIn(CALRESOURCE_TYPES, { message: CALRESOURCE_MESSAGES.TYPE_INVALID })
  type!: CalResourceType;

  @ApiProperty({ maxLength: CALRESOURCE_NAME_MAX })
  @IsString({ message: MESSAGES.REQUIRED })
  @IsNotEmpty({ message: MESSAGES.REQUIRED })
  @MaxLength(CALRESOURCE_NAME_MAX, { message: CALRESOURCE_MESSAGES.NAME_TOO_LONG })
  name!: string;
}

/** POST /api/{app}/calresources/{id}: only the fields sent change; `active` deactivates or reactivates. */
export class UpdateCalResourceRequestDto extends CalResourceFieldsDto {
  @ApiPropertyOptional({ maxLength: CALRESOURCE_NAME_MAX })
  @OptionalField()
  @IsString()
  @IsNotEmpty({ message: MESSAGES.REQUIRED })
  @MaxLength(CALRESOURCE_NAME_MAX, { message: CALRESOURCE_MESSAGES.NAME_TOO_LONG })
  name?: string;

  @ApiPropertyOptional()
  @OptionalField()
  @IsBoolean()
  active?: boolean;

  @ApiPropertyOptional({ minimum: 0, description: 'Revisione della scheda: se la risorsa è cambiata nel frattempo la risposta è 409' })
  @OptionalField()
  @IsInt()
  @Min(0)
  revision?: number;
}

/** GET /api/{app}/calresources. */
export class ListCalResourcesRequestDto {
  @ApiPropertyOptional({ enum: CALRESOURCE_TYPES })
  @OptionalField()
  @IsIn(CALRESOURCE_TYPES, { message: CALRESOURCE_MESSAGES.TYPE_INVALID })
  type?: CalResourceType;
}
