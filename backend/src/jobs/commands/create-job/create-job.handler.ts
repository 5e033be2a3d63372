import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CUSTOMER_MESSAGES, REGISTRY_MESSAGES } from '@tutela/contracts';
import type { CommandResult } from '../../../shared/command-runner';
import { DomainError } from '../../../shared/domain-error';
import { RegistryPlaces } from '../../../workers/assignments/registry-places';
import { JobCommandRunner } from '../job-command-runner';
import { CreateJobCommand } from './create-job.command';

/**
 * 'Nuova mansione': a general job joins the caller's entity catalogue; a specific one belongs to a factory of a
 * customer the caller can see (an unknown or foreign customer is a field error, never a hint that it exists).
 */
@CommandHandler(CreateJobCommand)
export class CreateJobHandler implements ICommandHandler<CreateJobCommand, CommandResult> {
  constructor(
    private readonly runner: JobCommandRunner,
    private readonly places: RegistryPlaces,
  ) {}

  async execute({ job, options }: CreateJobCommand): Promise<CommandResult> {
    let entityId = options.actor.entityId;
    if (job.customerId) {
      const customerEntity = await this.places.customerEntity(job.customerId);
      if (!customerEntity || (options.scope.entityId !== null && customerEntity !== options.scope.entityId)) {
        throw DomainError.validation('customer_id', CUSTOMER_MESSAGES.CUSTOMER_NOT_FOUND);
      }
      entityId = customerEntity;
      if (job.factoryId && !(await this.places.factoryOfCustomer(job.customerId, job.factoryId))) {
        throw DomainError.validation('factory_id', REGISTRY_MESSAGES.FACTORY_NOT_FOUND);
      }
    }
    if (!entityId) throw DomainError.validation('customer_id', CUSTOMER_MESSAGES.CUSTOMER_NOT_FOUND);
    const result = await this.runner.run(job.jobId, { type: 'CreateJob', ...job, entityId }, options);
    return { id: result.id, revision: result.revision, position: result.position };
  }
}
