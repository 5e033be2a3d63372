import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CustomerCommandRunner, type CustomerCommandResult } from '../customer-command-runner';
import { ChangeCustomerCommand } from './change-customer.command';

@CommandHandler(ChangeCustomerCommand)
export class ChangeCustomerHandler implements ICommandHandler<ChangeCustomerCommand, CustomerCommandResult> {
  constructor(private readonly runner: CustomerCommandRunner) {}

  execute({ customerId, command, options }: ChangeCustomerCommand): Promise<CustomerCommandResult> {
    return this.runner.run(customerId, command, options);
  }
}
