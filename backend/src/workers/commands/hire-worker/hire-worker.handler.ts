import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MESSAGES } from '@tutela/contracts';
import { commandContextOf } from '../../../http/command-context';
import { CommandPipeline } from '../../../shared/command-pipeline';
import { DomainError } from '../../../shared/domain-error';
import { workerStreamDeclaration } from '../../domain/worker.stream';
import { WorkerAccess } from '../../infrastructure/worker-access';
import type { WorkerCommandResult } from '../existing-worker';
import { withBirthPlace } from '../worker-birth-place';
import { personalChanges } from '../worker-personal-data.mapping';
import { HireWorkerCommand } from './hire-worker.command';

@CommandHandler(HireWorkerCommand)
export class HireWorkerHandler implements ICommandHandler<HireWorkerCommand, WorkerCommandResult> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly access: WorkerAccess,
  ) {}

  async execute({ workerId, body, principal, commandId }: HireWorkerCommand): Promise<WorkerCommandResult> {
    if (!body.customer_id)
      throw new DomainError(MESSAGES.REQUIRED, 'validation', {
        customer_id: [MESSAGES.REQUIRED],
      });
    const tenant = await this.access.tenantFor(principal, body.customer_id, body.factory_id ?? null);
    const given = personalChanges(body);
    // A missing birth place is the decider's 'Campo obbligatorio'; a given one must exist on the birth date.
    const personal = given.birthPlace || given.birthPlaceCode ? await withBirthPlace(given, given.birthDate) : given;
    return this.pipeline.run(
      workerStreamDeclaration,
      workerId,
      {
        type: 'HireWorker',
        workerId,
        entityId: tenant.entityId,
        customerId: tenant.customerId,
        factoryId: tenant.factoryId,
        personal: {
          firstName: personal.firstName ?? '',
          lastName: personal.lastName ?? '',
          sex: personal.sex as 'M' | 'F',
          birthDate: personal.birthDate ?? '',
          birthPlace: personal.birthPlace ?? '',
          birthPlaceCode: personal.birthPlaceCode ?? null,
          fiscalCode: personal.fiscalCode ?? null,
          email: personal.email ?? null,
          ...(personal.emailPersonal !== undefined && {
            emailPersonal: personal.emailPersonal,
          }),
          ...(personal.phone !== undefined && { phone: personal.phone }),
        },
        contract: body.contract ?? null,
        hiredOn: body.hired_on ?? null,
      },
      commandContextOf(principal, commandId),
    );
  }
}
