import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

/** POST /api/{md|fr|sr}/userschpwd. Policy and confirmation are checked by the handler (Italian 422s). */
export class ChangeOwnPasswordRequestDto {
  @ApiProperty()
  @IsString()
  @IsNotEmpty({ message: 'Campo obbligatorio' })
  @MaxLength(200)
  password!: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(200)
  password_confirmation?: string;

  @ApiPropertyOptional({ description: 'Variante rigorosa (15–40 caratteri); sempre applicata dal livello 8' })
  @IsOptional()
  @IsBoolean()
  strict?: boolean;
}
