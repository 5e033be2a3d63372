import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { scopeOf, CUSTOMER_ROLE_NAMES, USER_ADMIN_MIN_LEVEL, roleOptions, type RoleOption, type Database } from '@tutela/contracts';
import { rolesHeldInEntity } from '@tutela/projections';
import { RequireLevel } from '../../../auth/guard/auth-metadata';
import { CurrentPrincipal } from '../../../auth/guard/current-principal.decorator';
import type { Principal } from '../../../auth/principal';
import { DATABASE } from '../../../shared/tokens';
import { GetRolesRequestDto } from './list-roles.request.dto';

/** Roles the user card offers: same level and scope as the user administration (USER_ADMIN_MIN_LEVEL). */
@ApiTags('utenti')
@ApiBearerAuth()
@Controller()
@RequireLevel(USER_ADMIN_MIN_LEVEL)
export class ListRolesController {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Options of the user card's role select; only system administrators are offered their own role. */
  @Get(['md/roles', 'fr/roles', 'sr/roles'])
  @ApiOperation({ summary: 'Ruoli assegnabili (id = nome del ruolo, descrizione in italiano)' })
  list(@CurrentPrincipal() principal: Principal): { data: RoleOption[] } {
    return { data: this.assignable(principal) };
  }

  /**
   * The spec's client asks GET api/getRoles (part 2 §7.2): the same options, in the application the caller works in
   * (x-tutela-app, else the token's). available-in-entity=1 keeps the roles some active user of the caller's entity
   * already holds.
   */
  @Get('getRoles')
  @ApiOperation({ summary: 'Ruoli assegnabili (alias della specifica di /api/{app}/roles)' })
  async getRoles(@CurrentPrincipal() principal: Principal, @Query() params: GetRolesRequestDto): Promise<{ data: RoleOption[] }> {
    const options = this.assignable(principal);
    if (params['available-in-entity'] !== '1') return { data: options };
    const held = await rolesHeldInEntity(this.db, principal.entityId);
    return { data: options.filter((option) => held.has(option.name)) };
  }

  private assignable(principal: Principal): RoleOption[] {
    const all = scopeOf(principal).entityId === null;
    return roleOptions(CUSTOMER_ROLE_NAMES).filter((option) => all || option.name !== 'system_administrator');
  }
}
