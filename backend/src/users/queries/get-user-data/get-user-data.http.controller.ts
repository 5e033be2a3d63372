import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { UserDataResponse } from '@tutela/contracts';
import { AllowPasswordChangePending } from '../../../auth/guard/auth-metadata';
import { CurrentPrincipal } from '../../../auth/guard/current-principal.decorator';
import type { Principal } from '../../../auth/principal';
import { GetUserDataQuery } from './get-user-data.query';

@ApiTags('utenti')
@ApiBearerAuth()
@Controller()
export class GetUserDataController {
  constructor(private readonly queries: QueryBus) {}

  /** Reachable with an expired password: the client needs it to open the "Cambio password" dialog. */
  @Get(['getuserdata', 'md/getuserdata', 'fr/getuserdata', 'sr/getuserdata'])
  @AllowPasswordChangePending()
  @ApiOperation({ summary: "Dati dell'utente collegato, ruoli e livello di permesso per l'applicazione" })
  getUserData(@CurrentPrincipal() principal: Principal): Promise<UserDataResponse> {
    return this.queries.execute(new GetUserDataQuery(principal));
  }
}
