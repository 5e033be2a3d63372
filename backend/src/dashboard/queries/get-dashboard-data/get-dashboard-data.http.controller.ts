import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { DashboardData } from '@tutela/contracts';
import { CurrentPrincipal } from '../../../auth/guard/current-principal.decorator';
import type { Principal } from '../../../auth/principal';
import { GetDashboardDataQuery } from './get-dashboard-data.query';
import { GetDashboardDataRequestDto } from './get-dashboard-data.request.dto';

@ApiTags('dashboard')
@ApiBearerAuth()
@Controller()
export class GetDashboardDataController {
  constructor(private readonly queries: QueryBus) {}

  /**
   * Home dashboard of every application; the figures depend on the caller's level and scope. The spec's client asks
   * usersmd/dashboardata, usersfr/… and userssr/…: the same answer, in the application the path names (requestApp).
   */
  @Get(['md/dashboardata', 'fr/dashboardata', 'sr/dashboardata', 'usersmd/dashboardata', 'usersfr/dashboardata', 'userssr/dashboardata'])
  @ApiOperation({ summary: 'Indicatori della dashboard' })
  async get(@CurrentPrincipal() principal: Principal, @Query() params: GetDashboardDataRequestDto): Promise<{ data: DashboardData }> {
    const { anno, ...filters } = params;
    const now = new Date();
    return { data: await this.queries.execute(new GetDashboardDataQuery(principal, anno ?? now.getFullYear(), now, filters)) };
  }
}
