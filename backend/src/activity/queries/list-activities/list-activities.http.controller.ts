import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ACTIVITY_LOG_MIN_LEVEL, type ActivityLogEntry, type PagedResponse } from '@tutela/contracts';
import { RequireLevel } from '../../../auth/guard/auth-metadata';
import { CurrentPrincipal } from '../../../auth/guard/current-principal.decorator';
import type { Principal } from '../../../auth/principal';
import { ListActivitiesQuery } from './list-activities.query';
import { ListActivitiesRequestDto } from './list-activities.request.dto';

@ApiTags('attività')
@ApiBearerAuth()
@Controller(['md/activities', 'fr/activities', 'sr/activities'])
export class ListActivitiesController {
  constructor(private readonly queries: QueryBus) {}

  /** "Ultime attività" (level 8): system administrators see every entity, anyone else only their own. */
  @Get('log')
  @RequireLevel(ACTIVITY_LOG_MIN_LEVEL)
  @ApiOperation({ summary: 'Registro delle attività, dalla più recente' })
  list(@CurrentPrincipal() principal: Principal, @Query() params: ListActivitiesRequestDto): Promise<PagedResponse<ActivityLogEntry>> {
    const everyEntity = principal.roles.some((grant) => grant.name === 'system_administrator');
    return this.queries.execute(new ListActivitiesQuery(params, everyEntity ? null : principal.entityId));
  }
}
