import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { FACTORY_MODULES, type FactoryModule } from '@tutela/contracts';
import { ArrayMaxSize, IsArray, IsIn, IsNotEmpty, IsNumber, IsString, MaxLength } from 'class-validator';
import { OptionalField } from '../../../http/input/optional-field.decorator';

/** Optional fields of a factory (null empties them); lat/lng ranges are checked by the decider (contracts' rule). */
export class FactoryFieldsDto {
  @ApiPropertyOptional({ nullable: true }) @OptionalField({ nullable: true }) @IsString() @MaxLength(200) address?: string | null;
  @ApiPropertyOptional({ nullable: true }) @OptionalField({ nullable: true }) @IsString() @MaxLength(100) city?: string | null;
  @ApiPropertyOptional({ nullable: true }) @OptionalField({ nullable: true }) @IsString() @MaxLength(10) city_code?: string | null;
  @ApiPropertyOptional({ nullable: true }) @OptionalField({ nullable: true }) @IsNumber({ allowNaN: false, allowInfinity: false }) lat?:
    number | null;
  @ApiPropertyOptional({ nullable: true }) @OptionalField({ nullable: true }) @IsNumber({ allowNaN: false, allowInfinity: false }) lng?:
    number | null;
}

/** POST customers/{id}/factories. */
export class AddFactoryRequestDto extends FactoryFieldsDto {
  @ApiProperty({ description: 'Nome della sede' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  name!: string;
}

/** POST customers/{id}/factories/{factoryId}: only the changed fields (the map dialog sends lat and lng). */
export class UpdateFactoryRequestDto extends FactoryFieldsDto {
  @ApiPropertyOptional() @OptionalField() @IsString() @IsNotEmpty() @MaxLength(200) name?: string;
}

/** POST customers/{id}/factories/{factoryId}/modules. */
export class SetFactoryModulesRequestDto {
  @ApiProperty({ enum: FACTORY_MODULES, isArray: true })
  @IsArray()
  @ArrayMaxSize(FACTORY_MODULES.length)
  @IsIn(FACTORY_MODULES, { each: true })
  modules!: FactoryModule[];
}

/** POST …/departments and …/departments/{departmentId}. */
export class DepartmentRequestDto {
  @ApiProperty()
  @IsString()
  @IsNotEmpty()
  @MaxLength(120)
  name!: string;
}
