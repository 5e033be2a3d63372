import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  scopeOf,
  type AtecoLookupRow,
  type CustomerLookupRow,
  type CustomerMedicStaffRow,
  type FactoryModulesRow,
  type NamedOption,
  type Database,
} from '@tutela/contracts';
import { entityUsersWithRole, lookupCustomers } from '@tutela/projections';
import { CurrentPrincipal } from '../auth/guard/current-principal.decorator';
import type { Principal } from '../auth/principal';
import { DATABASE } from '../shared/tokens';
import { searchAteco } from './ateco/ateco-codes';
import { CustomerReader } from './queries/customer-reader';
import {
  CustomerIdRequestDto,
  FactoryIdRequestDto,
  LookupSearchRequestDto,
  StaffRoleRequestDto,
} from './queries/lookups/lookup.request.dto';

/** Autocompletes answer from the third typed character on (spec: "more than 2 typed characters"). */
export const LOOKUP_MIN_CHARS = 3;
const LOOKUP_LIMIT = 20;

const APPS = ['md', 'fr', 'sr'] as const;
const paths = (resource: string) => APPS.map((app) => `${app}/${resource}`);

/**
 * The registry's option loaders (spec part 2 §7.2): customer autocomplete, ATECO codes, factories by customer,
 * departments by factory, doctors of the entity, a customer's doctors and a customer's factory modules. Every
 * one answers inside the caller's scope: a customer or factory outside it gives 404, never an empty list that
 * would reveal nothing but still confirm the id.
 */
@ApiTags('aziende')
@ApiBearerAuth()
@Controller()
export class CustomerLookupsController {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly reader: CustomerReader,
  ) {}

  @Get(paths('lookups/customers'))
  @ApiOperation({ summary: 'Completamento azienda: esclude le cessate, con la morosità (default_notice)' })
  async customers(
    @CurrentPrincipal() principal: Principal,
    @Query() params: LookupSearchRequestDto,
  ): Promise<{ data: CustomerLookupRow[] }> {
    const text = params.q?.trim() ?? '';
    if (text.length < LOOKUP_MIN_CHARS) return { data: [] };
    return { data: await lookupCustomers(this.db, scopeOf(principal), text, LOOKUP_LIMIT) };
  }

  @Get(paths('lookups/ateco'))
  @ApiOperation({ summary: 'Codici ATECO (ISTAT) per codice o descrizione' })
  ateco(@Query() params: LookupSearchRequestDto): { data: AtecoLookupRow[] } {
    return { data: searchAteco(params.q ?? '', LOOKUP_LIMIT) };
  }

  @Get(paths('lookups/factories'))
  @ApiOperation({ summary: 'Sedi aperte di un’azienda' })
  async factories(@CurrentPrincipal() principal: Principal, @Query() params: CustomerIdRequestDto): Promise<{ data: NamedOption[] }> {
    await this.reader.customerRow(params.customer_id, principal);
    return {
      data: (await this.reader.factories(params.customer_id, principal)).map((factory) => ({ id: factory.id, name: factory.name })),
    };
  }

  @Get(paths('lookups/departments'))
  @ApiOperation({ summary: 'Reparti di una sede' })
  async departments(@CurrentPrincipal() principal: Principal, @Query() params: FactoryIdRequestDto): Promise<{ data: NamedOption[] }> {
    await this.reader.customerOfFactory(params.factory_id, principal);
    return {
      data: (await this.reader.departmentsOf([params.factory_id])).map((department) => ({ id: department.id, name: department.name })),
    };
  }

  @Get(paths('lookups/doctors'))
  @ApiOperation({ summary: 'Medici dell’ente (utenti attivi con ruolo doctor)' })
  doctors(@CurrentPrincipal() principal: Principal): Promise<{ data: NamedOption[] }> {
    return this.usersWithRole(principal.entityId, 'doctor');
  }

  @Get(paths('lookups/staff'))
  @ApiOperation({ summary: 'Utenti attivi dell’ente con un ruolo (segreterie, coordinamento sanitario…)' })
  staff(@CurrentPrincipal() principal: Principal, @Query() params: StaffRoleRequestDto): Promise<{ data: NamedOption[] }> {
    return this.usersWithRole(principal.entityId, params.role);
  }

  /** The caller's own entity only: staff of another entity is never offered (nor accepted, see SetCustomerStaff). */
  private async usersWithRole(entityId: string, role: string): Promise<{ data: NamedOption[] }> {
    return { data: await entityUsersWithRole(this.db, entityId, role) };
  }

  @Get(paths('customersmedicstaff'))
  @ApiOperation({ summary: 'Medici assegnati a un’azienda, con il loro ruolo' })
  async medicStaff(
    @CurrentPrincipal() principal: Principal,
    @Query() params: CustomerIdRequestDto,
  ): Promise<{ data: CustomerMedicStaffRow[] }> {
    return { data: (await this.reader.card(params.customer_id, principal)).staff.doctors };
  }

  @Get(paths('customer/getmodule'))
  @ApiOperation({ summary: 'Moduli attivi di ogni sede aperta di un’azienda (menu sr)' })
  async modules(@CurrentPrincipal() principal: Principal, @Query() params: CustomerIdRequestDto): Promise<{ data: FactoryModulesRow[] }> {
    await this.reader.customerRow(params.customer_id, principal);
    const factories = await this.reader.factories(params.customer_id, principal);
    return { data: factories.map((factory) => ({ factory_id: factory.id, name: factory.name, modules: factory.modules })) };
  }
}
