import { Controller, HttpCode } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { USER_MESSAGES, type MessageAnswer } from '@tutela/contracts';
import { AllowPasswordChangePending } from '../guard/auth-metadata';
import { CurrentPrincipal } from '../guard/current-principal.decorator';
import { TokenService } from '../tokens/token.service';
import type { Principal } from '../principal';
import { IdempotentPost } from '../../http/idempotency/idempotent-routes';

@ApiTags('autenticazione')
@ApiBearerAuth()
@Controller('auth')
export class LogoutController {
  constructor(private readonly tokens: TokenService) {}

  /** The token id is revoked until the token's own expiry; other sessions of the user stay open. */
  @IdempotentPost('logout')
  @HttpCode(200)
  @AllowPasswordChangePending()
  @ApiOperation({ summary: 'Disconnessione: il token della richiesta non è più valido' })
  async logout(@CurrentPrincipal() principal: Principal): Promise<MessageAnswer> {
    await this.tokens.revoke(principal.tokenId, principal.tokenExpiresAt);
    return { data: { message: USER_MESSAGES.LOGGED_OUT } };
  }
}
