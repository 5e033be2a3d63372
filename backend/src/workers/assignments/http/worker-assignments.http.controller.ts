import { Body, Controller, HttpCode, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { JOB_WRITE_MIN_LEVEL, MESSAGES } from '@tutela/contracts';
import { RequireLevel } from '../../../auth/guard/auth-metadata';
import { CurrentPrincipal } from '../../../auth/guard/current-principal.decorator';
import { CommandId } from '../../../http/idempotency/idempotency-metadata';
import type { Principal } from '../../../auth/principal';
import { registryWriter } from '../../../jobs/public';
import { toHazardAssignment, toProtocolEntry } from '../../../jobs/public';
import type { CommandResult } from '../../../shared/command-runner';
import { DomainError } from '../../../shared/domain-error';
import { AssignWorkerJobCommand } from '../commands/assign-worker-job/assign-worker-job.command';
import { RemoveWorkerHazardCommand } from '../commands/remove-worker-hazard/remove-worker-hazard.command';
import { SetWorkerHazardsCommand } from '../commands/set-worker-hazards/set-worker-hazards.command';
import { SetWorkerProtocolCommand } from '../commands/set-worker-protocol/set-worker-protocol.command';
import { AssignWorkerJobRequestDto, SetWorkerHazardsRequestDto, SetWorkerProtocolRequestDto } from './worker-assignments.request.dto';
import { IdempotentDelete, IdempotentPost } from '../../../http/idempotency/idempotent-routes';

const answer = (result: CommandResult) => ({ data: { id: result.id, revision: result.revision, position: result.position } });

/** The worker card's job, hazards and protocol (spec part 2 §3.2, §3.4): the provider's staff from level 5. */
@ApiTags('lavoratori')
@ApiBearerAuth()
@Controller(['md/workers', 'fr/workers', 'sr/workers'])
@RequireLevel(JOB_WRITE_MIN_LEVEL)
export class WorkerAssignmentsController {
  constructor(private readonly commands: CommandBus) {}

  @IdempotentPost(':id/job')
  @HttpCode(200)
  @ApiOperation({ summary: 'Assegna mansione, mansioni alternative, profili di rischio, sede e reparto' })
  async assignJob(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Body() body: AssignWorkerJobRequestDto,
    @CommandId() commandId: string,
  ) {
    if (body.job_id === undefined) throw DomainError.validation('job_id', MESSAGES.REQUIRED);
    const form = {
      jobId: body.job_id,
      altJobIds: body.altjobs ?? [],
      riskProfileIds: body.risk_profiles ?? [],
      resetHealthProtocol: body.reset_healt_protocol ?? false,
      factoryId: body.factory_id,
      departmentId: body.department_id,
    };
    return answer(
      await this.commands.execute<AssignWorkerJobCommand, CommandResult>(
        new AssignWorkerJobCommand(id, form, { ...registryWriter(principal), commandId }),
      ),
    );
  }

  @IdempotentPost(':id/hazards')
  @HttpCode(200)
  @ApiOperation({ summary: 'Rischi del lavoratore: la lista intera (hazards) o un rischio con il suo pivot (hazard)' })
  async setHazards(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Body() body: SetWorkerHazardsRequestDto,
    @CommandId() commandId: string,
  ) {
    const writer = registryWriter(principal);
    if (body.hazards === undefined && body.hazard === undefined) throw DomainError.validation('hazards', MESSAGES.REQUIRED);
    const change =
      body.hazards !== undefined ? { hazards: body.hazards.map(toHazardAssignment) } : { hazard: toHazardAssignment(body.hazard!) };
    return answer(
      await this.commands.execute<SetWorkerHazardsCommand, CommandResult>(
        new SetWorkerHazardsCommand(id, change, { ...writer, commandId }),
      ),
    );
  }

  @IdempotentDelete(':id/hazards/:hazardId')
  @HttpCode(200)
  @ApiOperation({ summary: 'Toglie un rischio al lavoratore' })
  async removeHazard(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Param('hazardId') hazardId: string,
    @CommandId() commandId: string,
  ) {
    const writer = registryWriter(principal);
    return answer(
      await this.commands.execute<RemoveWorkerHazardCommand, CommandResult>(
        new RemoveWorkerHazardCommand(id, hazardId, { ...writer, commandId }),
      ),
    );
  }

  @IdempotentPost(':id/protocol')
  @HttpCode(200)
  @ApiOperation({ summary: 'Protocollo sanitario personale; cambiare una periodicità richiede il livello 6' })
  async setProtocol(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Body() body: SetWorkerProtocolRequestDto,
    @CommandId() commandId: string,
  ) {
    const writer = registryWriter(principal);
    const command = new SetWorkerProtocolCommand(id, body.protocol.map(toProtocolEntry), principal.level, { ...writer, commandId });
    return answer(await this.commands.execute<SetWorkerProtocolCommand, CommandResult>(command));
  }
}
