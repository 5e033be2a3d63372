import { Body, Controller, Get, HttpCode, Param, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CUSTOMER_ACCESS_SILVER,
  type PagedResponse,
  scopeOf,
  type WorkerDetail,
  type WorkerListRow,
  type WorkerSearchRow,
} from '@tutela/contracts';
import { RequireLevel } from '../../auth/guard/auth-metadata';
import { CurrentPrincipal } from '../../auth/guard/current-principal.decorator';
import { CommandId } from '../../http/idempotency/idempotency-metadata';
import type { Principal } from '../../auth/principal';
import { derivedUuid } from '../../shared/derived-uuid';
import { HireWorkerCommand } from '../commands/hire-worker/hire-worker.command';
import { HireWorkerRequestDto } from '../commands/hire-worker/hire-worker.request.dto';
import { ReinstateWorkerCommand } from '../commands/reinstate-worker/reinstate-worker.command';
import { ResignWorkerCommand } from '../commands/resign-worker/resign-worker.command';
import { ResignWorkerRequestDto } from '../commands/resign-worker/resign-worker.request.dto';
import { TransferWorkerCommand } from '../commands/transfer-worker/transfer-worker.command';
import { TransferWorkerRequestDto } from '../commands/transfer-worker/transfer-worker.request.dto';
import { UpdateWorkerEmploymentCommand } from '../commands/update-worker-employment/update-worker-employment.command';
import { UpdateWorkerEmploymentRequestDto } from '../commands/update-worker-employment/update-worker-employment.request.dto';
import { UpdateWorkerPersonalDataCommand } from '../commands/update-worker-personal-data/update-worker-personal-data.command';
import { UpdateWorkerPersonalDataRequestDto } from '../commands/update-worker-personal-data/update-worker-personal-data.request.dto';
import { commandAnswer, type WorkerCommandResult } from '../commands/existing-worker';
import { GetWorkerQuery } from '../queries/get-worker/get-worker.query';
import { ListWorkersQuery } from '../queries/list-workers/list-workers.query';
import { ListWorkersRequestDto } from '../queries/list-workers/list-workers.request.dto';
import { SearchWorkersQuery } from '../queries/search-workers/search-workers.query';
import { IdempotentPost } from '../../http/idempotency/idempotent-routes';

type Answer = ReturnType<typeof commandAnswer>;

/**
 * Workers (lavoratori) in every application. Reads: any signed-in user inside their scope (scopeOf).
 * Writes: the guard lets in from the lowest customer level, because a customer's right to manage workers
 * depends on the worker's factory (self-managing workers); WorkerAccess decides per worker (403 / 404).
 */
@ApiTags('lavoratori')
@ApiBearerAuth()
@Controller(['md/workers', 'fr/workers', 'sr/workers'])
export class WorkersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Elenco lavoratori (paginato, filtri) o, con name, la ricerca lavoratore dell’intestazione',
  })
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

  @Get(':id')
  @ApiOperation({
    summary: 'Scheda lavoratore (mansione, rischi, protocollo sanitario)',
  })
  get(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<{ data: WorkerDetail }> {
    return this.queries.execute(new GetWorkerQuery(id, scopeOf(principal), principal));
  }

  @IdempotentPost()
  @HttpCode(201)
  @RequireLevel(CUSTOMER_ACCESS_SILVER)
  @ApiOperation({
    summary: 'Nuovo lavoratore (codice fiscale calcolato se assente)',
  })
  hire(@CurrentPrincipal() principal: Principal, @Body() body: HireWorkerRequestDto, @CommandId() commandId: string): Promise<Answer> {
    // Derived from the command id: a retry with the same Idempotency-Key hires this same worker.
    return this.run(new HireWorkerCommand(derivedUuid(`${commandId}:worker`), body, principal, commandId));
  }

  @IdempotentPost(':id')
  @HttpCode(200)
  @RequireLevel(CUSTOMER_ACCESS_SILVER)
  @ApiOperation({ summary: 'Modifica i dati anagrafici del lavoratore' })
  update(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Body() body: UpdateWorkerPersonalDataRequestDto,
    @CommandId() commandId: string,
  ): Promise<Answer> {
    return this.run(new UpdateWorkerPersonalDataCommand(id, body, principal, commandId));
  }

  @IdempotentPost(':id/employment')
  @HttpCode(200)
  @RequireLevel(CUSTOMER_ACCESS_SILVER)
  @ApiOperation({
    summary: 'Contratto, idoneità, impatto organizzativo, esclusione dalla sorveglianza',
  })
  employment(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Body() body: UpdateWorkerEmploymentRequestDto,
    @CommandId() commandId: string,
  ): Promise<Answer> {
    return this.run(new UpdateWorkerEmploymentCommand(id, body, principal, commandId));
  }

  @IdempotentPost(':id/resign')
  @HttpCode(200)
  @RequireLevel(CUSTOMER_ACCESS_SILVER)
  @ApiOperation({
    summary: 'Dimetti il lavoratore (resta in archivio come DIMESSO)',
  })
  resign(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Body() body: ResignWorkerRequestDto,
    @CommandId() commandId: string,
  ): Promise<Answer> {
    const today = new Date().toISOString().slice(0, 10);
    return this.run(new ResignWorkerCommand(id, body.resigned_on ?? today, principal, commandId));
  }

  @IdempotentPost(':id/reinstate')
  @HttpCode(200)
  @RequireLevel(CUSTOMER_ACCESS_SILVER)
  @ApiOperation({ summary: 'Riattiva un lavoratore dimesso' })
  reinstate(@CurrentPrincipal() principal: Principal, @Param('id') id: string, @CommandId() commandId: string): Promise<Answer> {
    return this.run(new ReinstateWorkerCommand(id, principal, commandId));
  }

  @IdempotentPost(':id/transfer')
  @HttpCode(200)
  @RequireLevel(CUSTOMER_ACCESS_SILVER)
  @ApiOperation({
    summary: 'Sposta il lavoratore a un’altra azienda (correzione)',
  })
  transfer(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Body() body: TransferWorkerRequestDto,
    @CommandId() commandId: string,
  ): Promise<Answer> {
    return this.run(new TransferWorkerCommand(id, body, principal, commandId));
  }

  private async run(command: object): Promise<Answer> {
    const result = await this.commands.execute<object, WorkerCommandResult>(command);
    return commandAnswer(result);
  }
}
