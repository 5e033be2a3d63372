import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CUSTOMER_ROLE_NAMES, USER_ADMIN_MIN_LEVEL, roleOptions, type RoleOption } from '@tutela/contracts';
import { RequireLevel } from '../../../http/auth/auth-metadata';
import { CurrentPrincipal } from '../../../http/auth/current-principal.decorator';
import type { Principal } from '../../../http/principal';
import { adminScopeOf } from '../../user-actor';

@ApiTags('utenti')
@ApiBearerAuth()
@Controller(['md/roles', 'fr/roles', 'sr/roles'])
@RequireLevel(USER_ADMIN_MIN_LEVEL)
export class ListRolesController {
  /** Options of the user card's role select; only system administrators are offered their own role. */
  @Get()
  @ApiOperation({ summary: 'Ruoli assegnabili (id = nome del ruolo, descrizione in italiano)' })
  list(@CurrentPrincipal() principal: Principal): { data: RoleOption[] } {
    const all = adminScopeOf(principal).kind === 'all';
    return { data: roleOptions(CUSTOMER_ROLE_NAMES).filter((option) => all || option.name !== 'system_administrator') };
  }
}
