import { Body, Controller, Get, HttpCode, Param, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { scopeOf, type CustomerDetail, type CustomerListRow, type PagedResponse } from '@tutela/contracts';
import { RequireLevel } from '../auth/guard/auth-metadata';
import { CurrentPrincipal } from '../auth/guard/current-principal.decorator';
import { commandContextOf } from '../http/command-context';
import { CommandId } from '../http/idempotency/idempotency-metadata';
import type { Principal } from '../auth/principal';
import { derivedUuid } from '../shared/derived-uuid';
import { ChangeCustomerCommand } from './commands/change-customer/change-customer.command';
import { CreateCustomerRequestDto, UpdateCustomerRequestDto } from './commands/create-customer/customer.request.dto';
import { customerCommandAnswer, type CustomerCommandResult } from './commands/customer-command-result';
import {
  ResignCustomerRequestDto,
  SetAccessRequestDto,
  SetContractsRequestDto,
  SetGroupsRequestDto,
  SetNoteRequestDto,
  SetNoticeRequestDto,
  SetStaffRequestDto,
} from './commands/set-customer-info/customer-info.request.dto';
import { SetCustomerStaffCommand } from './commands/set-customer-staff/set-customer-staff.command';
import type { CustomerCommand } from './domain/customer-commands';
import type { CustomerProfile } from './domain/customer-state';
import { CustomerReader } from './queries/customer-reader';
import { ListCustomersQuery } from './queries/list-customers/list-customers.query';
import { ListCustomersRequestDto } from './queries/list-customers/list-customers.request.dto';
import { IdempotentPost } from '../http/idempotency/idempotent-routes';

type Answer = ReturnType<typeof customerCommandAnswer>;

/** Level of the provider staff who edit customers (secretary, doctor, administrators): spec part 1 §6. */
export const CUSTOMER_WRITE_LEVEL = 5;

function profileOf(body: Partial<CreateCustomerRequestDto>): Partial<CustomerProfile> {
  const fields: [keyof CustomerProfile, unknown][] = [
    ['companyName', body.company_name],
    ['vatNumber', body.vat_number],
    ['fiscalCode', body.fiscal_code],
    ['address', body.address],
    ['city', body.city],
    ['cityCode', body.city_code],
    ['phone', body.phone],
    ['email', body.email],
    ['ateco', body.ateco],
  ];
  return Object.fromEntries(fields.filter(([, value]) => value !== undefined)) as Partial<CustomerProfile>;
}

/**
 * Customers as every application reads them (lists, 'Ricerca azienda', autocompletes, the card) and as the
 * provider staff edit them. Reads: any signed-in user inside their scope (scopeOf); writes: level 5,
 * staff of the customer's entity (customer-side users only read, see customer.stream.ts).
 */
@ApiTags('aziende')
@ApiBearerAuth()
@Controller(['md/customers', 'fr/customers', 'sr/customers'])
export class CustomersController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
    private readonly reader: CustomerReader,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Elenco aziende clienti (paginato, ricerca, nasconde le cessate)' })
  list(@CurrentPrincipal() principal: Principal, @Query() params: ListCustomersRequestDto): Promise<PagedResponse<CustomerListRow>> {
    return this.queries.execute(new ListCustomersQuery(params, scopeOf(principal)));
  }

  @Get(':id')
  @ApiOperation({ summary: 'Scheda azienda: dati, sedi con reparti, personale, accesso, gruppi, note, morosità' })
  async get(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<{ data: CustomerDetail }> {
    return { data: await this.reader.card(id, principal) };
  }

  @IdempotentPost()
  @HttpCode(201)
  @RequireLevel(CUSTOMER_WRITE_LEVEL)
  @ApiOperation({ summary: 'Crea un’azienda cliente' })
  create(
    @CurrentPrincipal() principal: Principal,
    @Body() body: CreateCustomerRequestDto,
    @CommandId() commandId: string,
  ): Promise<Answer> {
    // Derived from the command id: a retry with the same Idempotency-Key lands on the same customer.
    const customerId = derivedUuid(`${commandId}:customer`);
    const profile = profileOf(body) as CustomerProfile;
    return this.run(customerId, { type: 'CreateCustomer', customerId, entityId: principal.entityId, profile }, principal, commandId);
  }

  @IdempotentPost(':id')
  @HttpCode(200)
  @RequireLevel(CUSTOMER_WRITE_LEVEL)
  @ApiOperation({ summary: 'Modifica i dati dell’azienda (solo i campi cambiati; 409 se altri li hanno cambiati nel frattempo)' })
  async update(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Body() body: UpdateCustomerRequestDto,
    @CommandId() commandId: string,
  ): Promise<Answer> {
    const changes = profileOf(body);
    return customerCommandAnswer(
      await this.commands.execute<ChangeCustomerCommand, CustomerCommandResult>(
        new ChangeCustomerCommand(
          id,
          { type: 'UpdateCustomer', changes },
          commandContextOf(principal, commandId, { clientRevision: body.revision }),
        ),
      ),
    );
  }

  @IdempotentPost(':id/resign')
  @HttpCode(200)
  @RequireLevel(CUSTOMER_WRITE_LEVEL)
  @ApiOperation({ summary: 'Cessa l’azienda (nascosta da ‘Nascondi i non attivi’ e dai completamenti)' })
  resign(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Body() body: ResignCustomerRequestDto,
    @CommandId() commandId: string,
  ): Promise<Answer> {
    return this.run(
      id,
      { type: 'ResignCustomer', resignedOn: body.resigned_on ?? new Date().toISOString().slice(0, 10) },
      principal,
      commandId,
    );
  }

  @IdempotentPost(':id/reinstate')
  @HttpCode(200)
  @RequireLevel(CUSTOMER_WRITE_LEVEL)
  @ApiOperation({ summary: 'Riattiva un’azienda cessata' })
  reinstate(@CurrentPrincipal() principal: Principal, @Param('id') id: string, @CommandId() commandId: string): Promise<Answer> {
    return this.run(id, { type: 'ReinstateCustomer' }, principal, commandId);
  }

  @IdempotentPost(':id/contracts')
  @HttpCode(200)
  @RequireLevel(CUSTOMER_WRITE_LEVEL)
  @ApiOperation({ summary: 'Date di contratto MEDICINA, FORMAZIONE e HSE' })
  contracts(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Body() body: SetContractsRequestDto,
    @CommandId() commandId: string,
  ): Promise<Answer> {
    const contracts = {
      md: { start: body.md_start, end: body.md_end },
      fr: { start: body.fr_start, end: body.fr_end, priceList: body.fr_price_list, organizingSecretaryId: body.fr_organizing_secretary_id },
      sr: { start: body.sr_start, end: body.sr_end, assignments: body.sr_assignments },
    };
    return this.run(id, { type: 'SetContracts', contracts }, principal, commandId);
  }

  @IdempotentPost(':id/staff')
  @HttpCode(200)
  @RequireLevel(CUSTOMER_WRITE_LEVEL)
  @ApiOperation({ summary: 'Medici competenti con ruolo, coordinamento sanitario e segreterie (utenti dell’ente)' })
  async staff(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Body() body: SetStaffRequestDto,
    @CommandId() commandId: string,
  ): Promise<Answer> {
    const staff = {
      doctors: body.doctors.map((doctor) => ({ userId: doctor.user_id, role: doctor.role.trim() })),
      healthCoordinatorIds: [...new Set(body.health_coordinator_ids)],
      secretaryIds: [...new Set(body.secretary_ids)],
    };
    return customerCommandAnswer(
      await this.commands.execute<SetCustomerStaffCommand, CustomerCommandResult>(
        new SetCustomerStaffCommand(id, staff, commandContextOf(principal, commandId)),
      ),
    );
  }

  @IdempotentPost(':id/access')
  @HttpCode(200)
  @RequireLevel(CUSTOMER_WRITE_LEVEL)
  @ApiOperation({ summary: 'Livelli di accesso (generale, medicina, formazione, HSE, WWBI)' })
  access(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Body() body: SetAccessRequestDto,
    @CommandId() commandId: string,
  ): Promise<Answer> {
    const access = { general: body.general, md: body.md, fr: body.fr, hse: body.hse, wwbi: body.wwbi };
    return this.run(id, { type: 'SetAccess', access }, principal, commandId);
  }

  @IdempotentPost(':id/groups')
  @HttpCode(200)
  @RequireLevel(CUSTOMER_WRITE_LEVEL)
  @ApiOperation({ summary: 'Gruppi dell’azienda' })
  groups(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Body() body: SetGroupsRequestDto,
    @CommandId() commandId: string,
  ): Promise<Answer> {
    return this.run(id, { type: 'SetGroups', groups: body.groups }, principal, commandId);
  }

  @IdempotentPost(':id/note')
  @HttpCode(200)
  @RequireLevel(CUSTOMER_WRITE_LEVEL)
  @ApiOperation({ summary: 'Note sull’azienda' })
  note(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Body() body: SetNoteRequestDto,
    @CommandId() commandId: string,
  ): Promise<Answer> {
    return this.run(id, { type: 'SetNote', note: body.note }, principal, commandId);
  }

  @IdempotentPost(':id/notice')
  @HttpCode(200)
  @RequireLevel(CUSTOMER_WRITE_LEVEL)
  @ApiOperation({ summary: 'Morosità: 1 Azienda morosa, 2 Azienda gravemente morosa, null nessuna' })
  notice(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Body() body: SetNoticeRequestDto,
    @CommandId() commandId: string,
  ): Promise<Answer> {
    return this.run(id, { type: 'SetNotice', notice: body.default_notice }, principal, commandId);
  }

  private async run(customerId: string, command: CustomerCommand, principal: Principal, commandId: string): Promise<Answer> {
    return customerCommandAnswer(
      await this.commands.execute<ChangeCustomerCommand, CustomerCommandResult>(
        new ChangeCustomerCommand(customerId, command, commandContextOf(principal, commandId)),
      ),
    );
  }
}
