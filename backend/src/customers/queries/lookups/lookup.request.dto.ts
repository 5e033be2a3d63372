import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ROLE_NAMES, type RoleName } from '@tutela/contracts';
import { IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { OptionalField } from '../../../http/input/optional-field.decorator';

/** ?q= of an autocomplete: it searches only from the third character (spec part 2 §5.5). */
export class LookupSearchRequestDto {
  @ApiPropertyOptional({ description: 'Testo cercato (almeno 3 caratteri)' })
  @OptionalField()
  @IsString()
  @MaxLength(100)
  q?: string;
}

export class CustomerIdRequestDto {
  @ApiProperty()
  @IsString()
  @IsNotEmpty()
  @MaxLength(80)
  customer_id!: string;
}

export class FactoryIdRequestDto {
  @ApiProperty()
  @IsString()
  @IsNotEmpty()
  @MaxLength(80)
  factory_id!: string;
}

/** ?role= of lookups/staff: the users of the entity with that role (secretaries, doctors…). */
export class StaffRoleRequestDto {
  @ApiProperty({ enum: ROLE_NAMES })
  @IsIn(ROLE_NAMES)
  role!: RoleName;
}
