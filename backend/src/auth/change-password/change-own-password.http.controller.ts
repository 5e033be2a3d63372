import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AllowPasswordChangePending } from '../../http/auth/auth-metadata';
import { CurrentPrincipal } from '../../http/auth/current-principal.decorator';
import { CommandId } from '../../http/idempotency/idempotency-metadata';
import type { Principal } from '../../http/principal';
import { ChangePasswordCommand } from '../../users/commands/change-password/change-password.command';
import { commandAnswer, type UserCommandResult } from '../../users/commands/user-command-runner';
import { actorOf } from '../../users/user-actor';
import { ChangeOwnPasswordRequestDto } from './change-own-password.request.dto';

@ApiTags('autenticazione')
@ApiBearerAuth()
@Controller()
export class ChangeOwnPasswordController {
  constructor(private readonly commands: CommandBus) {}

  /** Reachable with an expired password: it is how the user gets out of that state. */
  @Post(['userschpwd', 'md/userschpwd', 'fr/userschpwd', 'sr/userschpwd'])
  @HttpCode(200)
  @AllowPasswordChangePending()
  @ApiOperation({ summary: 'Cambio della propria password (scade dopo 180 giorni)' })
  async change(
    @CurrentPrincipal() principal: Principal,
    @Body() body: ChangeOwnPasswordRequestDto,
    @CommandId() commandId: string,
  ): Promise<ReturnType<typeof commandAnswer>> {
    const result = await this.commands.execute<ChangePasswordCommand, UserCommandResult>(
      new ChangePasswordCommand(
        { userId: principal.userId, password: body.password, confirmation: body.password_confirmation, strict: body.strict, via: 'self' },
        { actor: actorOf(principal), commandId, scope: null },
      ),
    );
    return commandAnswer(result);
  }
}
