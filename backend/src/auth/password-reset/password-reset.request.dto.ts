import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { APP_CODES, EMAIL_MAX_LENGTH, MESSAGES, type AppCode } from '@tutela/contracts';
import { IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { OptionalField } from '../../http/input/optional-field.decorator';

/** POST /api/auth/resetpassword. */
export class PasswordResetLinkRequestDto {
  @ApiProperty()
  @IsString()
  @IsNotEmpty({ message: MESSAGES.REQUIRED })
  @MaxLength(EMAIL_MAX_LENGTH)
  email!: string;

  @ApiPropertyOptional({ enum: APP_CODES })
  @OptionalField()
  @IsIn(APP_CODES)
  app?: AppCode;

  @ApiPropertyOptional({ description: 'URL base del client web che costruisce il collegamento' })
  @OptionalField()
  @IsString()
  @MaxLength(500)
  front?: string;
}

/** POST /api/auth/password/reset. Policy and confirmation are checked by the handler (Italian 422s). */
export class PasswordResetRequestDto {
  @ApiProperty()
  @IsString()
  @IsNotEmpty({ message: MESSAGES.REQUIRED })
  @MaxLength(EMAIL_MAX_LENGTH)
  email!: string;

  @ApiProperty()
  @IsString()
  @IsNotEmpty({ message: MESSAGES.REQUIRED })
  @MaxLength(200)
  password!: string;

  @ApiProperty()
  @IsString()
  @MaxLength(200)
  password_confirmation!: string;

  @ApiProperty()
  @IsString()
  @IsNotEmpty({ message: MESSAGES.REQUIRED })
  @MaxLength(200)
  token!: string;
}
