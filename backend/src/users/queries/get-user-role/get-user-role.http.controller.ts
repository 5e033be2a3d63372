import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { UserRoleResponse } from '@tutela/contracts';
import { CurrentPrincipal } from '../../../auth/guard/current-principal.decorator';
import type { Principal } from '../../../auth/principal';

@ApiTags('utenti')
@ApiBearerAuth()
@Controller()
export class GetUserRoleController {
  /**
   * The guard has just reloaded the caller and computed the permission for the application of the path, so the
   * answer is exactly what every other route of that application enforces: no second computation to drift.
   */
  @Get(['md/getUserRole', 'fr/getUserRole', 'sr/getUserRole', 'getUserRole'])
  @ApiOperation({ summary: "Livello di permesso, ruolo e secondo ruolo dell'utente nell'applicazione" })
  get(@CurrentPrincipal() principal: Principal): UserRoleResponse {
    return { data: { level: principal.level, role: principal.role, second_role: principal.secondRole, app: principal.app } };
  }
}
