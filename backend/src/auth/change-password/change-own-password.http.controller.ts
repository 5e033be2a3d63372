import { Body, Controller, HttpCode } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { TokenService } from '../tokens/token.service';
import { AllowPasswordChangePending } from '../guard/auth-metadata';
import { CurrentPrincipal } from '../guard/current-principal.decorator';
import { CommandId, IdempotentAnswerNotStored } from '../../http/idempotency/idempotency-metadata';
import type { Principal } from '../principal';
import { ChangePasswordCommand } from '../../users/public';
import { commandAnswer, type UserCommandResult } from '../../users/public';
import { commandContextOf } from '../../http/command-context';
import { ChangeOwnPasswordRequestDto } from './change-own-password.request.dto';
import { IdempotentPost } from '../../http/idempotency/idempotent-routes';

@ApiTags('autenticazione')
@ApiBearerAuth()
@Controller()
export class ChangeOwnPasswordController {
  constructor(
    private readonly commands: CommandBus,
    private readonly tokens: TokenService,
  ) {}

  /**
   * Reachable with an expired password: it is how the user gets out of that state. Its answer carries a fresh
   * bearer token, so an Idempotency-Key answer is never stored (a lost answer means signing in again with the
   * new password: the old token is dead either way).
   */
  @IdempotentPost(['userschpwd', 'md/userschpwd', 'fr/userschpwd', 'sr/userschpwd'])
  @HttpCode(200)
  @AllowPasswordChangePending()
  @IdempotentAnswerNotStored()
  @ApiOperation({ summary: 'Cambio della propria password (scade dopo 180 giorni)' })
  async change(
    @CurrentPrincipal() principal: Principal,
    @Body() body: ChangeOwnPasswordRequestDto,
    @CommandId() commandId: string,
  ): Promise<{ data: ReturnType<typeof commandAnswer>['data'] & { token: string } }> {
    const result = await this.commands.execute<ChangePasswordCommand, UserCommandResult>(
      new ChangePasswordCommand(
        { userId: principal.userId, password: body.password, confirmation: body.password_confirmation, strict: body.strict, via: 'self' },
        commandContextOf(principal, commandId),
      ),
    );
    // The new password ends every session issued before it, this one included: the caller carries on with a
    // fresh token, issued after the change (the UI swaps it in), while every other device is signed out.
    await this.tokens.revoke(principal.tokenId, principal.tokenExpiresAt);
    const { token } = this.tokens.issue({ userId: principal.userId, app: principal.app, rememberMe: principal.tokenRememberMe ?? false });
    return { data: { ...commandAnswer(result).data, token } };
  }
}
