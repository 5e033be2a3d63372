import { createParamDecorator, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import type { Principal } from '../principal';
import { HTTP_MESSAGES } from '../../http/http-messages';
import type { AuthenticatedRequest } from './auth-metadata';

/**
 * The caller loaded by the AuthGuard. On a @Public() route there is none: asking for it there is a
 * programming error surfaced as 401 rather than an undefined principal leaking into a handler.
 */
export const CurrentPrincipal = createParamDecorator((_data: unknown, context: ExecutionContext): Principal => {
  const principal = context.switchToHttp().getRequest<AuthenticatedRequest>().principal;
  if (!principal) throw new UnauthorizedException(HTTP_MESSAGES.sessionInvalid);
  return principal;
});
