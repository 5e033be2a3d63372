import { Body, Controller, Get, HttpCode, Param, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  DVR_MESSAGES,
  DVR_READ_MIN_LEVEL,
  DVR_TYPES,
  REGISTRY_MESSAGES,
  type DvrCommandAnswer,
  type DvrDetail,
  type DvrHazardsPreview,
  type DvrListRow,
  type DvrRevision,
  type DvrTypeRow,
} from '@tutela/contracts';
import { RequireLevel } from '../../auth/guard/auth-metadata';
import { CurrentPrincipal } from '../../auth/guard/current-principal.decorator';
import { CommandId } from '../../http/idempotency/idempotency-metadata';
import type { Principal } from '../../auth/principal';
import type { CommandResult } from '../../shared/command-runner';
import { DomainError } from '../../shared/domain-error';
import { CreateDvrCommand } from '../commands/create-dvr/create-dvr.command';
import { CreateDvrRequestDto } from '../commands/create-dvr/create-dvr.request.dto';
import { ReopenDvrCommand } from '../commands/reopen-dvr/reopen-dvr.command';
import { ReopenDvrRequestDto } from '../commands/reopen-dvr/reopen-dvr.request.dto';
import { SaveDvrDataCommand } from '../commands/save-dvr-data/save-dvr-data.command';
import { SaveDvrDataRequestDto } from '../commands/save-dvr-data/save-dvr-data.request.dto';
import { SignDvrCommand } from '../commands/sign-dvr/sign-dvr.command';
import { SignDvrRequestDto } from '../commands/sign-dvr/sign-dvr.request.dto';
import { GetDvrQuery, GetDvrRevisionQuery } from '../queries/get-dvr/get-dvr.query';
import { ListDvrsQuery } from '../queries/list-dvrs/list-dvrs.query';
import { ListDvrsRequestDto } from '../queries/list-dvrs/list-dvrs.request.dto';
import { PreviewDvrHazardsQuery } from '../queries/preview-dvr-hazards/preview-dvr-hazards.query';
import { IdempotentPost } from '../../http/idempotency/idempotent-routes';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Every id in a DVR path is a UUID: anything else names nothing (404), and never reaches a query. */
function uuid(value: string, message: string = DVR_MESSAGES.NOT_FOUND): string {
  if (!UUID.test(value)) throw new DomainError(message, 'not_found');
  return value;
}

const answer = (result: CommandResult | DvrCommandAnswer): { data: DvrCommandAnswer } => {
  const { id, revision, position, jobs_updated, workers_updated } = result as DvrCommandAnswer;
  return { data: { id, revision, position, ...(jobs_updated !== undefined && { jobs_updated, workers_updated }) } };
};

/**
 * DVR (documento di valutazione dei rischi). Reads: any user from DVR_READ_MIN_LEVEL inside their scope (staff:
 * their entity; customer-side users: their customers and pivot factories). Writes: the decider's rules (provider
 * staff from level 5; sign and reopen from level 7), 403 with the Italian message.
 */
@ApiTags('dvr')
@ApiBearerAuth()
@Controller(['md', 'fr', 'sr'])
@RequireLevel(DVR_READ_MIN_LEVEL)
export class DvrsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('dvr-types')
  @ApiOperation({ summary: 'Tipi di DVR (sede e specifici) con il modulo di ciascuno' })
  types(): { data: DvrTypeRow[] } {
    return {
      data: DVR_TYPES.map((type) => ({
        code: type.code,
        title: type.title,
        form_code: type.formCode,
        site: type.site,
        hazard_ids: [...type.hazardIds],
      })),
    };
  }

  @Get('customers/:cid/factories/:fid/dvrs')
  @ApiOperation({ summary: 'DVR di uno stabilimento (dal più recente)' })
  list(
    @CurrentPrincipal() principal: Principal,
    @Param('cid') cid: string,
    @Param('fid') fid: string,
    @Query() params: ListDvrsRequestDto,
  ): Promise<{ data: DvrListRow[] }> {
    const factoryId = uuid(fid, REGISTRY_MESSAGES.FACTORY_NOT_FOUND);
    return this.queries.execute(new ListDvrsQuery(uuid(cid, REGISTRY_MESSAGES.FACTORY_NOT_FOUND), factoryId, params.code, principal));
  }

  @IdempotentPost('dvrs')
  @HttpCode(200)
  @ApiOperation({ summary: 'Crea un DVR dello stabilimento (il DVR di sede una volta sola)' })
  async create(
    @CurrentPrincipal() principal: Principal,
    @Body() body: CreateDvrRequestDto,
    @CommandId() commandId: string,
  ): Promise<{ data: DvrCommandAnswer }> {
    return answer(await this.commands.execute<CreateDvrCommand, CommandResult>(new CreateDvrCommand(body, principal, commandId)));
  }

  @IdempotentPost('dvrs/storedata')
  @HttpCode(200)
  @ApiOperation({ summary: 'Salva i dati del DVR aperto (tosave: false valida soltanto)' })
  async storeData(
    @CurrentPrincipal() principal: Principal,
    @Body() body: SaveDvrDataRequestDto,
    @CommandId() commandId: string,
  ): Promise<{ data: DvrCommandAnswer }> {
    return answer(await this.commands.execute<SaveDvrDataCommand, CommandResult>(new SaveDvrDataCommand(body, principal, commandId)));
  }

  @Get('dvrs/:id')
  @ApiOperation({ summary: 'DVR con i dati correnti, le revisioni firmate e i permessi del chiamante' })
  get(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<{ data: DvrDetail }> {
    return this.queries.execute(new GetDvrQuery(uuid(id), principal));
  }

  @Get('dvrs/:id/hazards-preview')
  @ApiOperation({ summary: 'Mansioni e lavoratori i cui rischi cambierebbero firmando con apply_hazards' })
  preview(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<{ data: DvrHazardsPreview }> {
    return this.queries.execute(new PreviewDvrHazardsQuery(uuid(id), principal));
  }

  @IdempotentPost('dvrs/:id/sign')
  @HttpCode(200)
  @ApiOperation({ summary: 'Firma il DVR: i dati salvati diventano la revisione successiva' })
  async sign(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Body() body: SignDvrRequestDto,
    @CommandId() commandId: string,
  ): Promise<{ data: DvrCommandAnswer }> {
    return answer(await this.commands.execute<SignDvrCommand, DvrCommandAnswer>(new SignDvrCommand(uuid(id), body, principal, commandId)));
  }

  @IdempotentPost('dvrs/:id/reopen')
  @HttpCode(200)
  @ApiOperation({ summary: 'Riapre il DVR firmato (la revisione firmata resta archiviata e consultabile)' })
  async reopen(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Body() body: ReopenDvrRequestDto,
    @CommandId() commandId: string,
  ): Promise<{ data: DvrCommandAnswer }> {
    return answer(
      await this.commands.execute<ReopenDvrCommand, CommandResult>(new ReopenDvrCommand(uuid(id), body.revision, principal, commandId)),
    );
  }

  @Get('dvrs/:id/revisions/:n')
  @ApiOperation({ summary: 'Revisione firmata del DVR, in sola lettura, come è stata firmata' })
  revision(@CurrentPrincipal() principal: Principal, @Param('id') id: string, @Param('n') n: string): Promise<{ data: DvrRevision }> {
    if (!/^\d{1,6}$/.test(n)) throw new DomainError(DVR_MESSAGES.REVISION_NOT_FOUND, 'not_found');
    return this.queries.execute(new GetDvrRevisionQuery(uuid(id), Number(n), principal));
  }
}
