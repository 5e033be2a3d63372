import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  HISTORY_MESSAGES,
  EXAMINATION_HISTORY_DOCTOR_LEVEL,
  HISTORY_MIN_LEVEL,
  type RecordHistory,
  type RecordStateAt,
} from '@tutela/contracts';
import { RequireLevel } from '../../auth/guard/auth-metadata';
import { ClinicalData } from '../../auth/guard/clinical-data';
import { CurrentPrincipal } from '../../auth/guard/current-principal.decorator';
import type { Principal } from '../../auth/principal';
import { DomainError } from '../../shared/domain-error';
import type { HistoryPoint } from '../domain/record-timeline';
import { GetRecordHistoryQuery } from '../queries/get-record-history/get-record-history.query';
import { GetRecordStateQuery } from '../queries/get-record-state/get-record-state.query';
import { GetRecordStateRequestDto } from '../queries/get-record-state/get-record-state.request.dto';

/**
 * "Cronologia" for auditors (level ≥ 8 in the request's application): a record's timeline and its past states.
 * `kind` is the stream category (worker, customer, job, user, entity, examination, chat), as the activity log
 * names it. The route lets in the lowest level any kind accepts (a visit's own doctor); the loader then applies
 * each kind's own minimum (HISTORY_MIN_LEVEL unless the kind lowers it).
 */
const HISTORY_ROUTE_MIN_LEVEL = Math.min(HISTORY_MIN_LEVEL, EXAMINATION_HISTORY_DOCTOR_LEVEL);

@ApiTags('cronologia')
@ApiBearerAuth()
@Controller(['md/history', 'fr/history', 'sr/history'])
@RequireLevel(HISTORY_ROUTE_MIN_LEVEL)
export class RecordHistoryController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':kind/:id')
  @ClinicalData({ kindParam: 'kind' })
  @ApiOperation({
    summary: 'Cronologia di una scheda: eventi, autore, riepilogo e campi modificati',
  })
  timeline(
    @CurrentPrincipal() principal: Principal,
    @Param('kind') kind: string,
    @Param('id') id: string,
  ): Promise<{ data: RecordHistory }> {
    return this.queries.execute(new GetRecordHistoryQuery(kind, id, principal));
  }

  @Get(':kind/:id/state')
  @ClinicalData({ kindParam: 'kind' })
  @ApiOperation({
    summary: 'La scheda com’era a una data (at) o a una revisione (revision)',
  })
  state(
    @CurrentPrincipal() principal: Principal,
    @Param('kind') kind: string,
    @Param('id') id: string,
    @Query() params: GetRecordStateRequestDto,
  ): Promise<{ data: RecordStateAt }> {
    return this.queries.execute(new GetRecordStateQuery(kind, id, pointOf(params), principal));
  }
}

function pointOf(params: GetRecordStateRequestDto): HistoryPoint {
  if (params.revision !== undefined) return { revision: params.revision };
  if (params.at !== undefined) return { at: new Date(params.at) };
  throw DomainError.validation('at', HISTORY_MESSAGES.POINT_REQUIRED);
}
