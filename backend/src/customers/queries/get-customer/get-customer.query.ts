import type { CustomerScope } from '../../domain/customer-scope';

export class GetCustomerQuery {
  constructor(
    readonly customerId: string,
    readonly scope: CustomerScope,
  ) {}
}
