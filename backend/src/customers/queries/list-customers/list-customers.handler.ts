import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { CustomerListRow, Database, PagedResponse } from '@tutela/contracts';
import { customersList, toCustomerListRow, type CustomerQueryRow } from '@tutela/projections';
import { DATABASE } from '../../../shared/tokens';
import { queryPage } from '../../../http/paging/query-page';
import { ListCustomersQuery } from './list-customers.query';

/** The customers list inside the caller's scope (projections' customersList). */
@QueryHandler(ListCustomersQuery)
export class ListCustomersHandler implements IQueryHandler<ListCustomersQuery, PagedResponse<CustomerListRow>> {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  execute({ params, scope }: ListCustomersQuery): Promise<PagedResponse<CustomerListRow>> {
    return queryPage(this.db, customersList(scope, params), params, (row: CustomerQueryRow) => toCustomerListRow(row));
  }
}
