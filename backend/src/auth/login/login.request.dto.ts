import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { APP_CODES, EMAIL_MAX_LENGTH, MESSAGES, type AppCode } from '@tutela/contracts';
import { IsBoolean, IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { OptionalField } from '../../http/input/optional-field.decorator';

/** POST /api/auth/login. The e-mail is not format-checked: any mismatch is the same generic 401. */
export class LoginRequestDto {
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

  @ApiPropertyOptional({ description: 'Sessione lunga (30 giorni invece di 12 ore)' })
  @OptionalField()
  @IsBoolean()
  rememberme?: boolean;

  @ApiPropertyOptional({ enum: APP_CODES, description: 'Applicazione iniziale (default md)' })
  @OptionalField()
  @IsIn(APP_CODES)
  app?: AppCode;
}
