import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsNotEmpty, IsString, MaxLength, Min } from 'class-validator';
import { OptionalField } from '../../../http/input/optional-field.decorator';

/** Optional profile fields of the customer card (null empties the field); rules beyond shape are the decider's. */
export class CustomerProfileFieldsDto {
  @ApiPropertyOptional({ nullable: true, description: 'Partita IVA (11 cifre con cifra di controllo)' })
  @OptionalField({ nullable: true })
  @IsString()
  @MaxLength(11)
  vat_number?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @OptionalField({ nullable: true })
  @IsString()
  @MaxLength(16)
  fiscal_code?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @OptionalField({ nullable: true })
  @IsString()
  @MaxLength(200)
  address?: string | null;

  @ApiPropertyOptional({ nullable: true, description: 'Comune' })
  @OptionalField({ nullable: true })
  @IsString()
  @MaxLength(100)
  city?: string | null;

  @ApiPropertyOptional({ nullable: true, description: 'Codice ISTAT del comune' })
  @OptionalField({ nullable: true })
  @IsString()
  @MaxLength(10)
  city_code?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @OptionalField({ nullable: true })
  @IsString()
  @MaxLength(40)
  phone?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @OptionalField({ nullable: true })
  @IsString()
  @MaxLength(200)
  email?: string | null;

  @ApiPropertyOptional({ nullable: true, description: 'Codice ATECO' })
  @OptionalField({ nullable: true })
  @IsString()
  @MaxLength(10)
  ateco?: string | null;
}

/** POST customers. */
export class CreateCustomerRequestDto extends CustomerProfileFieldsDto {
  @ApiProperty({ description: 'Ragione sociale' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  company_name!: string;
}

/** POST customers/{id}: only the changed fields, with the revision the card was read at. */
export class UpdateCustomerRequestDto extends CustomerProfileFieldsDto {
  @ApiPropertyOptional()
  @OptionalField()
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  company_name?: string;

  @ApiPropertyOptional({ description: 'Revisione della scheda letta dal client: una modifica concorrente risponde 409' })
  @OptionalField()
  @IsInt()
  @Min(-1)
  revision?: number;
}
