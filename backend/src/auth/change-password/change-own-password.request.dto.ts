import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { MESSAGES } from '@tutela/contracts';
import { IsBoolean, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { OptionalField } from '../../http/input/optional-field.decorator';

/** POST /api/{md|fr|sr}/userschpwd. Policy and confirmation are checked by the handler (Italian 422s). */
export class ChangeOwnPasswordRequestDto {
  @ApiProperty()
  @IsString()
  @IsNotEmpty({ message: MESSAGES.REQUIRED })
  @MaxLength(200)
  password!: string;

  @ApiPropertyOptional()
  @OptionalField()
  @IsString()
  @MaxLength(200)
  password_confirmation?: string;

  @ApiPropertyOptional({ description: 'Variante rigorosa (15–40 caratteri); sempre applicata dal livello 8' })
  @OptionalField()
  @IsBoolean()
  strict?: boolean;
}
