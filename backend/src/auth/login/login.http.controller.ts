import { Body, Controller, HttpCode, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { LoginResponse } from '@tutela/contracts';
import type { Request, Response } from 'express';
import { Public } from '../guard/auth-metadata';
import { IdempotentAnswerNotStored } from '../../http/idempotency/idempotency-metadata';
import { LoginRequestDto } from './login.request.dto';
import { LoginService } from './login.service';
import { IdempotentPost } from '../../http/idempotency/idempotent-routes';

export function clientIp(request: Request): string {
  return request.ip ?? request.socket.remoteAddress ?? 'sconosciuto';
}

@ApiTags('autenticazione')
@Controller('auth')
export class LoginController {
  constructor(private readonly service: LoginService) {}

  /**
   * Failures are answered here rather than thrown: the global filter rewrites every 429 with its generic
   * text, and the login form must show the specific "Troppi tentativi" message.
   */
  @IdempotentPost('login')
  @Public()
  @IdempotentAnswerNotStored()
  @HttpCode(200)
  @ApiOperation({ summary: 'Accesso con email e password: restituisce data.token' })
  async login(
    @Body() body: LoginRequestDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<LoginResponse | { message: string }> {
    const result = await this.service.login({
      email: body.email,
      password: body.password,
      rememberMe: body.rememberme === true,
      app: body.app ?? 'md',
      ip: clientIp(request),
    });
    if ('token' in result) return { data: { token: result.token } };
    response.status(result.status);
    return { message: result.message };
  }
}
