import { Body, Controller, HttpCode } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { USER_MESSAGES, type MessageAnswer } from '@tutela/contracts';
import { Public } from '../guard/auth-metadata';
import { CommandId } from '../../http/idempotency/idempotency-metadata';
import { ResetPasswordCommand } from '../../users/public';
import { PasswordResetLinks } from './password-reset-links';
import { PasswordResetLinkRequestDto, PasswordResetRequestDto } from './password-reset.request.dto';
import { IdempotentPost } from '../../http/idempotency/idempotent-routes';

@ApiTags('autenticazione')
@Controller('auth')
export class PasswordResetController {
  constructor(
    private readonly links: PasswordResetLinks,
    private readonly commands: CommandBus,
  ) {}

  @IdempotentPost('resetpassword')
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: 'Invia il collegamento per reimpostare la password (stessa risposta per ogni email)' })
  requestLink(@Body() body: PasswordResetLinkRequestDto, @CommandId() commandId: string): MessageAnswer {
    this.links.request(body.email, body.app ?? null, body.front, commandId);
    return { data: { message: USER_MESSAGES.RESET_REQUESTED } };
  }

  @IdempotentPost('password/reset')
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: 'Imposta una nuova password con il token ricevuto per email' })
  async reset(@Body() body: PasswordResetRequestDto, @CommandId() commandId: string): Promise<MessageAnswer> {
    await this.commands.execute(
      new ResetPasswordCommand(
        { email: body.email, token: body.token, password: body.password, confirmation: body.password_confirmation },
        commandId,
      ),
    );
    return { data: { message: USER_MESSAGES.PASSWORD_CHANGED } };
  }
}
