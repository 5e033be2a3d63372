import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CUSTOMER_MESSAGES, REGISTRY_MESSAGES } from '@tutela/contracts';
import type { CommandResult } from '../../../shared/command-runner';
import { DomainError } from '../../../shared/domain-error';
import { RegistryPlaces } from '../../../customers/public';
import { CommandPipeline, commandAnswerOf } from '../../../shared/command-pipeline';
import { jobStreamDeclaration } from '../../domain/job.stream';
import { CreateJobCommand } from './create-job.command';

/**
 * 'Nuova mansione': a general job joins the caller's entity catalogue; a specific one belongs to a factory of a
 * customer the caller can see (an unknown or foreign customer is a field error, never a hint that it exists).
 */
@CommandHandler(CreateJobCommand)
export class CreateJobHandler implements ICommandHandler<CreateJobCommand, CommandResult> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly places: RegistryPlaces,
  ) {}

  async execute({ job, context }: CreateJobCommand): Promise<CommandResult> {
    let entityId = context.actor.entityId;
    if (job.customerId) {
      const customerEntity = await this.places.customerEntity(job.customerId);
      if (!customerEntity || (context.scope.entityId !== null && customerEntity !== context.scope.entityId)) {
        throw DomainError.validation('customer_id', CUSTOMER_MESSAGES.CUSTOMER_NOT_FOUND);
      }
      entityId = customerEntity;
      if (job.factoryId && !(await this.places.factoryOfCustomer(job.customerId, job.factoryId))) {
        throw DomainError.validation('factory_id', REGISTRY_MESSAGES.FACTORY_NOT_FOUND);
      }
    }
    if (!entityId) throw DomainError.validation('customer_id', CUSTOMER_MESSAGES.CUSTOMER_NOT_FOUND);
    const command = { command: { type: 'CreateJob' as const, ...job, entityId }, scope: context.scope };
    return commandAnswerOf(await this.pipeline.run(jobStreamDeclaration, job.jobId, command, context));
  }
}
