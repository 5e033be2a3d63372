import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CUSTOMER_MESSAGES, type CustomerDetail } from '@tutela/contracts';
import type { Database } from '@tutela/projections';
import { DomainError } from '../../../shared/domain-error';
import { DATABASE } from '../../../shared/tokens';
import { CUSTOMER_COLUMNS, toCustomerListRow, type CustomerRow } from '../../customer-row-mapping';
import { customerScopeFilter } from '../../domain/customer-scope';
import { GetCustomerQuery } from './get-customer.query';

@QueryHandler(GetCustomerQuery)
export class GetCustomerHandler implements IQueryHandler<GetCustomerQuery, { data: CustomerDetail }> {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Outside the caller's scope the customer does not exist for them: 404, as for an unknown id. */
  async execute({ customerId, scope }: GetCustomerQuery): Promise<{ data: CustomerDetail }> {
    const scoped = customerScopeFilter(scope, 2);
    const { rows } = await this.db.query<CustomerRow>(`SELECT ${CUSTOMER_COLUMNS} FROM customers WHERE id = $1 AND ${scoped.sql}`, [
      customerId,
      ...scoped.params,
    ]);
    if (rows.length === 0) throw new DomainError(CUSTOMER_MESSAGES.CUSTOMER_NOT_FOUND, 'not_found');
    // No factory events exist yet: the list is empty rather than invented.
    return { data: { ...toCustomerListRow(rows[0]), factories: [] } };
  }
}
