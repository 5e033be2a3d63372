import type { CustomerStaffSetData } from '@tutela/contracts';
import type { CustomerCommandOptions } from '../customer-command-runner';

export class SetCustomerStaffCommand {
  constructor(
    readonly customerId: string,
    readonly staff: Omit<CustomerStaffSetData, 'customerId'>,
    readonly options: CustomerCommandOptions,
  ) {}
}
