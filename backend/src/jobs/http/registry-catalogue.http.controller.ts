import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  BASE_HAZARD_CATALOGUE,
  EXAMINATION_TYPES,
  type ExaminationType,
  type HazardCatalogueEntry,
  isCustomerSide,
  type JobLookupRow,
  scopeOf,
  USER_MESSAGES,
} from '@tutela/contracts';
import { CurrentPrincipal } from '../../auth/guard/current-principal.decorator';
import type { Principal } from '../../auth/principal';
import { DomainError } from '../../shared/domain-error';
import { LookupJobsQuery } from '../queries/lookup-jobs/lookup-jobs.query';
import { ExtypesRequestDto, JobLookupRequestDto } from './jobs.request.dto';

/**
 * What the hazard form, the protocol table and the job assignment form choose from: the entity's hazard
 * catalogue, the examination types, the jobs a worker of a factory can take.
 */
@ApiTags('mansioni')
@ApiBearerAuth()
@Controller(['md', 'fr', 'sr'])
export class RegistryCatalogueController {
  constructor(private readonly queries: QueryBus) {}

  @Get('entities/:entity_id/hazards')
  @ApiOperation({ summary: "Catalogo dei rischi dell'ente (solo il proprio ente)" })
  hazards(@CurrentPrincipal() principal: Principal, @Param('entity_id') entityId: string): { data: readonly HazardCatalogueEntry[] } {
    const scope = scopeOf(principal);
    // The catalogue is the provider's working tool: another entity's, or a customer-side caller, gets 404.
    if (isCustomerSide(scope) || (scope.entityId !== null && scope.entityId !== entityId)) {
      throw new DomainError(USER_MESSAGES.ENTITY_NOT_FOUND, 'not_found');
    }
    return { data: BASE_HAZARD_CATALOGUE };
  }

  @Get('extypes')
  @ApiOperation({ summary: 'Tipi di accertamento; health_protocol=1 solo quelli ammessi nel protocollo' })
  extypes(@Query() params: ExtypesRequestDto): { data: readonly ExaminationType[] } {
    const wanted = params.health_protocol;
    return {
      data: wanted === undefined ? EXAMINATION_TYPES : EXAMINATION_TYPES.filter((type) => type.health_protocol === (wanted === '1')),
    };
  }

  @Get('lookups/jobs')
  @ApiOperation({ summary: 'Mansioni assegnabili: quelle della sede (o azienda) e le generali' })
  jobs(@CurrentPrincipal() principal: Principal, @Query() params: JobLookupRequestDto): Promise<{ data: JobLookupRow[] }> {
    return this.queries.execute(new LookupJobsQuery(params, scopeOf(principal)));
  }
}
