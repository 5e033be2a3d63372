import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { CustomerListRow, CustomerSortKey, PagedResponse, Database } from '@tutela/contracts';
import { CUSTOMER_SORT_EXPRESSIONS, tenantFilterSql } from '@tutela/projections';
import { DATABASE } from '../../../shared/tokens';
import { searchPattern, searchUsesIndex } from '../../../http/paging/like-pattern';
import { queryPage, sqlDirection } from '../../../http/paging/query-page';
import { CUSTOMER_COLUMNS, toCustomerListRow, type CustomerRow } from '../../customer-row-mapping';
import { ListCustomersQuery } from './list-customers.query';

/** Whitelisted ORDER BY expressions (those of the customers' list indexes): the sort key never reaches SQL as text. */
const ORDER_BY: Record<CustomerSortKey, string> = CUSTOMER_SORT_EXPRESSIONS;

@QueryHandler(ListCustomersQuery)
export class ListCustomersHandler implements IQueryHandler<ListCustomersQuery, PagedResponse<CustomerListRow>> {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  execute({ params, scope }: ListCustomersQuery): Promise<PagedResponse<CustomerListRow>> {
    const scoped = tenantFilterSql(scope, { entity: 'entity_id', customer: 'id' }, 1);
    const search = searchPattern(params.search);
    const direction = sqlDirection(params.order);
    return queryPage(
      this.db,
      {
        select: CUSTOMER_COLUMNS,
        from: 'customers',
        where: [
          scoped.sql,
          '($3::boolean = false OR NOT resigned)',
          `($4::text IS NULL OR search_text ILIKE $4)`,
          // 'Tipo cliente': a customer is of an application when it has a contract start date there.
          `($5::text IS NULL OR (contracts -> $5::text ->> 'start') IS NOT NULL)`,
        ].join(' AND '),
        params: [...scoped.params, params.hide_inactive !== '0', search, params.customer_type ?? null],
        // `id` goes the column's way: an ascending and a descending index serve the two directions.
        orderBy: `${ORDER_BY[params.sort]} ${direction} NULLS LAST, id ${direction}`,
        searching: search !== null && searchUsesIndex(params.search),
      },
      params,
      (row: CustomerRow) => toCustomerListRow(row),
    );
  }
}
