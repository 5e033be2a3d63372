import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { CustomerListRow, CustomerSortKey, PagedResponse } from '@tutela/contracts';
import type { Database } from '@tutela/projections';
import { likePattern } from '../../../http/paging/like-pattern';
import { DATABASE } from '../../../shared/tokens';
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

  async execute({ params, scope }: ListCustomersQuery): Promise<PagedResponse<CustomerListRow>> {
    const scoped = customerScopeFilter(scope, 1);
    const search = params.search?.trim() ? likePattern(params.search.trim()) : null;
    const filters = [
      scoped.sql,
      '($3::boolean = false OR NOT resigned)',
      '($4::text IS NULL OR company_name ILIKE $4 OR vat_number ILIKE $4 OR fiscal_code ILIKE $4 OR city ILIKE $4)',
    ].join(' AND ');
    const filterParams = [...scoped.params, params.hide_inactive !== '0', search];
    const direction = params.order === 'desc' ? 'DESC' : 'ASC';

    const [{ rows }, { rows: counted }] = await Promise.all([
      this.db.query<CustomerRow>(
        `SELECT ${CUSTOMER_COLUMNS} FROM customers WHERE ${filters}
         ORDER BY ${ORDER_BY[params.sort]} ${direction} NULLS LAST, id LIMIT $5 OFFSET $6`,
        [...filterParams, params.per_page, (params.page - 1) * params.per_page],
      ),
      this.db.query<{ total: number }>(`SELECT count(*)::int AS total FROM customers WHERE ${filters}`, filterParams),
    ]);
    return {
      data: rows.map(toCustomerListRow),
      meta: { total: counted[0]?.total ?? 0, page: params.page, per_page: params.per_page, sort: params.sort, order: params.order },
    };
  }
}
