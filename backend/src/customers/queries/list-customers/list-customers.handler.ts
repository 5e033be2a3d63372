import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { CustomerListRow, CustomerSortKey, PagedResponse } from '@tutela/contracts';
import type { Database } from '@tutela/projections';
import { DATABASE } from '../../../shared/tokens';
import { accentFoldSql, searchPattern } from '../../../http/paging/like-pattern';
import { queryPage, sqlDirection } from '../../../http/paging/query-page';
import { CUSTOMER_COLUMNS, toCustomerListRow, type CustomerRow } from '../../customer-row-mapping';
import { customerScopeFilter } from '../../domain/customer-scope';
import { ListCustomersQuery } from './list-customers.query';

/** Whitelisted ORDER BY expressions: the sort key never reaches SQL as text. */
const ORDER_BY: Record<CustomerSortKey, string> = {
  company_name: 'lower(company_name)',
  vat_number: 'vat_number',
  city: 'lower(city)',
  created_at: 'created_at',
};

@QueryHandler(ListCustomersQuery)
export class ListCustomersHandler implements IQueryHandler<ListCustomersQuery, PagedResponse<CustomerListRow>> {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  execute({ params, scope }: ListCustomersQuery): Promise<PagedResponse<CustomerListRow>> {
    const scoped = customerScopeFilter(scope, 1);
    return queryPage(
      this.db,
      {
        select: CUSTOMER_COLUMNS,
        from: 'customers',
        where: [
          scoped.sql,
          '($3::boolean = false OR NOT resigned)',
          `($4::text IS NULL OR ${accentFoldSql('company_name')} ILIKE $4 OR vat_number ILIKE $4 OR fiscal_code ILIKE $4 OR ${accentFoldSql('city')} ILIKE $4)`,
        ].join(' AND '),
        params: [...scoped.params, params.hide_inactive !== '0', searchPattern(params.search)],
        orderBy: `${ORDER_BY[params.sort]} ${sqlDirection(params.order)} NULLS LAST, id`,
      },
      params,
      (row: CustomerRow) => toCustomerListRow(row),
    );
  }
}
