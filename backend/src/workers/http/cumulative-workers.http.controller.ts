import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type PagedResponse, scopeOf, type WorkerListRow, type WorkerSearchRow } from '@tutela/contracts';
import { CurrentPrincipal } from '../../auth/guard/current-principal.decorator';
import type { Principal } from '../../auth/principal';
import { ListWorkersQuery } from '../queries/list-workers/list-workers.query';
import { ListWorkersRequestDto } from '../queries/list-workers/list-workers.request.dto';
import { SearchWorkersQuery } from '../queries/search-workers/search-workers.query';

/**
 * The spec's /api/md/cumulativeworkers (part 1 §7, among the worker-list calls): the workers of every company the
 * caller sees, which is what GET /api/{app}/workers answers without a customer filter. Same query, same filters,
 * same scope (scopeOf) and the same answer shape, under the three applications like the list itself.
 */
@ApiTags('lavoratori')
@ApiBearerAuth()
@Controller(['md', 'fr', 'sr'])
export class CumulativeWorkersController {
  constructor(private readonly queries: QueryBus) {}

  @Get('cumulativeworkers')
  @ApiOperation({ summary: 'Elenco lavoratori di tutte le aziende del perimetro (alias della specifica di /api/{app}/workers)' })
  list(
    @CurrentPrincipal() principal: Principal,
    @Query() params: ListWorkersRequestDto,
  ): Promise<PagedResponse<WorkerListRow> | { data: WorkerSearchRow[] }> {
    const scope = scopeOf(principal);
    if (params.name !== undefined) {
      const includeResigned = params.include_resigned === 'true' || params.include_resigned === '1';
      return this.queries.execute(new SearchWorkersQuery(params.name, includeResigned, scope));
    }
    return this.queries.execute(new ListWorkersQuery(params, scope));
  }
}
