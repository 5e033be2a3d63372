import type { CustomerCommand } from '../../domain/customer-commands';
import type { CommandContext } from '../../../shared/command-context';

/**
 * Any customer command whose only checks are the decider's (update, resign, contracts, access, groups, note,
 * notice, factories, departments): the domain command travels as is from the controller to `decide`.
 */
export class ChangeCustomerCommand {
  constructor(
    readonly customerId: string,
    readonly command: CustomerCommand,
    readonly context: CommandContext,
  ) {}
}
