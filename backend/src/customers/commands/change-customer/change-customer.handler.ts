import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandPipeline } from '../../../shared/command-pipeline';
import { customerStreamDeclaration } from '../../domain/customer.stream';
import type { CustomerCommandResult } from '../customer-command-result';
import { ChangeCustomerCommand } from './change-customer.command';

@CommandHandler(ChangeCustomerCommand)
export class ChangeCustomerHandler implements ICommandHandler<ChangeCustomerCommand, CustomerCommandResult> {
  constructor(private readonly pipeline: CommandPipeline) {}

  execute({ customerId, command, context }: ChangeCustomerCommand): Promise<CustomerCommandResult> {
    return this.pipeline.run(customerStreamDeclaration, customerId, command, context);
  }
}
