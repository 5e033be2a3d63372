import { Body, Controller, Get, HttpCode, Param, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { scopeOf, JOB_WRITE_MIN_LEVEL, type JobCommandAnswer, type JobDetail, type JobRow, type PagedResponse } from '@tutela/contracts';
import { RequireLevel } from '../../auth/guard/auth-metadata';
import { CurrentPrincipal } from '../../auth/guard/current-principal.decorator';
import { CommandId } from '../../http/idempotency/idempotency-metadata';
import type { Principal } from '../../auth/principal';
import { type CommandResult } from '../../shared/command-runner';
import { derivedUuid } from '../../shared/derived-uuid';
import { CreateJobCommand } from '../commands/create-job/create-job.command';
import { RetireJobCommand } from '../commands/retire-job/retire-job.command';
import { SetJobHazardsCommand } from '../commands/set-job-hazards/set-job-hazards.command';
import { SetJobProtocolCommand } from '../commands/set-job-protocol/set-job-protocol.command';
import { UpdateJobCommand } from '../commands/update-job/update-job.command';
import { GetJobQuery } from '../queries/get-job/get-job.query';
import { ListJobsQuery } from '../queries/list-jobs/list-jobs.query';
import {
  CreateJobRequestDto,
  ListJobsRequestDto,
  SetJobHazardsRequestDto,
  SetJobProtocolRequestDto,
  UpdateJobRequestDto,
} from './jobs.request.dto';
import { toHazardAssignment, toProtocolEntry } from './registry-pivots.request.dto';
import { registryWriteContext } from './registry-writer';
import { IdempotentDelete, IdempotentPost } from '../../http/idempotency/idempotent-routes';

const answer = (result: CommandResult | JobCommandAnswer) => ({ data: result });

/**
 * 'Mansionario' (spec part 2 §3.3): the entity's general jobs (glist) and each factory's specific jobs. Reads
 * are open to every signed-in user inside their scope; writes to the provider's staff from level 5.
 */
@ApiTags('mansioni')
@ApiBearerAuth()
@Controller(['md/jobs', 'fr/jobs', 'sr/jobs'])
export class JobsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Elenco mansioni (paginato; filtri level, job_type, customer_id, factory_id, general)' })
  list(@CurrentPrincipal() principal: Principal, @Query() params: ListJobsRequestDto): Promise<PagedResponse<JobRow>> {
    return this.queries.execute(new ListJobsQuery(params, scopeOf(principal)));
  }

  @Get(':id')
  @ApiOperation({ summary: 'Scheda mansione con rischi, protocollo sanitario e lavoratori attivi' })
  get(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<{ data: JobDetail }> {
    return this.queries.execute(new GetJobQuery(id, scopeOf(principal)));
  }

  @IdempotentPost()
  @HttpCode(201)
  @RequireLevel(JOB_WRITE_MIN_LEVEL)
  @ApiOperation({ summary: 'Crea una mansione: generale senza azienda e sede, specifica con entrambe' })
  async create(@CurrentPrincipal() principal: Principal, @Body() body: CreateJobRequestDto, @CommandId() commandId: string) {
    const context = registryWriteContext(principal, commandId);
    const job = {
      // Derived from the command id: a retry with the same Idempotency-Key creates this same job.
      jobId: derivedUuid(`${commandId}:job`),
      customerId: body.customer_id ?? null,
      factoryId: body.factory_id ?? null,
      name: body.name,
      nameEng: body.name_eng ?? null,
      description: body.description ?? null,
      level: body.level ?? 2,
      jobType: body.job_type ?? 'JOB',
    };
    return answer(await this.commands.execute<CreateJobCommand, CommandResult>(new CreateJobCommand(job, context)));
  }

  @IdempotentPost(':id')
  @HttpCode(200)
  @RequireLevel(JOB_WRITE_MIN_LEVEL)
  @ApiOperation({ summary: 'Modifica nome, nome inglese, descrizione e livello della mansione' })
  async update(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Body() body: UpdateJobRequestDto,
    @CommandId() commandId: string,
  ) {
    const context = registryWriteContext(principal, commandId, body.revision);
    const changes = {
      ...(body.name !== undefined && { name: body.name }),
      ...(body.name_eng !== undefined && { nameEng: body.name_eng }),
      ...(body.description !== undefined && { description: body.description }),
      ...(body.level !== undefined && { level: body.level }),
    };
    return answer(await this.commands.execute<UpdateJobCommand, CommandResult>(new UpdateJobCommand(id, changes, context)));
  }

  @IdempotentPost(':id/hazards')
  @HttpCode(200)
  @RequireLevel(JOB_WRITE_MIN_LEVEL)
  @ApiOperation({ summary: 'Rischi della mansione (lista intera); propagate li applica ai lavoratori attivi' })
  async setHazards(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Body() body: SetJobHazardsRequestDto,
    @CommandId() commandId: string,
  ) {
    const context = registryWriteContext(principal, commandId, body.revision);
    const command = new SetJobHazardsCommand(id, body.hazards.map(toHazardAssignment), body.propagate ?? false, context);
    return answer(await this.commands.execute<SetJobHazardsCommand, JobCommandAnswer>(command));
  }

  @IdempotentPost(':id/protocol')
  @HttpCode(200)
  @RequireLevel(JOB_WRITE_MIN_LEVEL)
  @ApiOperation({ summary: 'Protocollo sanitario della mansione; cambiare una periodicità richiede il livello 6' })
  async setProtocol(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Body() body: SetJobProtocolRequestDto,
    @CommandId() commandId: string,
  ) {
    const context = registryWriteContext(principal, commandId, body.revision);
    const command = new SetJobProtocolCommand(id, body.protocol.map(toProtocolEntry), body.propagate ?? false, principal.level, context);
    return answer(await this.commands.execute<SetJobProtocolCommand, JobCommandAnswer>(command));
  }

  @IdempotentDelete(':id')
  @HttpCode(200)
  @RequireLevel(JOB_WRITE_MIN_LEVEL)
  @ApiOperation({ summary: 'Elimina (dismette) la mansione: resta nello storico dei lavoratori' })
  async retire(@CurrentPrincipal() principal: Principal, @Param('id') id: string, @CommandId() commandId: string) {
    const context = registryWriteContext(principal, commandId);
    return answer(await this.commands.execute<RetireJobCommand, CommandResult>(new RetireJobCommand(id, context)));
  }
}
