import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CustomerDetail, CustomerListRow, PagedResponse } from '@tutela/contracts';
import { CurrentPrincipal } from '../http/auth/current-principal.decorator';
import type { Principal } from '../http/principal';
import { customerScopeOf } from './domain/customer-scope';
import { GetCustomerQuery } from './queries/get-customer/get-customer.query';
import { ListCustomersQuery } from './queries/list-customers/list-customers.query';
import { ListCustomersRequestDto } from './queries/list-customers/list-customers.request.dto';

/**
 * Customers as every application reads them (lists, 'Ricerca azienda', autocompletes). Any signed-in user,
 * each inside their scope (customerScopeOf): the scope, not a level, is what protects the data here.
 */
@ApiTags('aziende')
@ApiBearerAuth()
@Controller(['md/customers', 'fr/customers', 'sr/customers'])
export class CustomersController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'Elenco aziende clienti (paginato, ricerca, nasconde le cessate)' })
  list(@CurrentPrincipal() principal: Principal, @Query() params: ListCustomersRequestDto): Promise<PagedResponse<CustomerListRow>> {
    return this.queries.execute(new ListCustomersQuery(params, customerScopeOf(principal)));
  }

  @Get(':id')
  @ApiOperation({ summary: 'Scheda azienda con i suoi stabilimenti' })
  get(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<{ data: CustomerDetail }> {
    return this.queries.execute(new GetCustomerQuery(id, customerScopeOf(principal)));
  }
}
