import type { CustomerStaffSetData } from '@tutela/contracts';
import type { CommandContext } from '../../../shared/command-context';

export class SetCustomerStaffCommand {
  constructor(
    readonly customerId: string,
    readonly staff: Omit<CustomerStaffSetData, 'customerId'>,
    readonly context: CommandContext,
  ) {}
}
