import type { CustomerScope } from '../../domain/customer-scope';
import type { ListCustomersRequestDto } from './list-customers.request.dto';

export class ListCustomersQuery {
  constructor(
    readonly params: ListCustomersRequestDto,
    readonly scope: CustomerScope,
  ) {}
}
