import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { scopeOf, USER_ADMIN_MIN_LEVEL, type UserDetail } from '@tutela/contracts';
import { RequireLevel } from '../../../auth/guard/auth-metadata';
import { CurrentPrincipal } from '../../../auth/guard/current-principal.decorator';
import type { Principal } from '../../../auth/principal';
import { GetUserQuery } from './get-user.query';

/**
 * The spec's GET getuser/{id} (part 1 §7): the user card of GET /api/{app}/users/{id}, same level, same scope (a user
 * of another entity is a 404), in the application the caller works in (x-tutela-app, else the token's).
 */
@ApiTags('utenti')
@ApiBearerAuth()
@Controller()
@RequireLevel(USER_ADMIN_MIN_LEVEL)
export class GetUserController {
  constructor(private readonly queries: QueryBus) {}

  @Get('getuser/:id')
  @ApiOperation({ summary: 'Scheda utente (alias della specifica di /api/{app}/users/{id})' })
  get(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<{ data: UserDetail }> {
    return this.queries.execute(new GetUserQuery(id, scopeOf(principal)));
  }
}
