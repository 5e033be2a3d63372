import { Body, Controller, Get, HttpCode, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CustomerDepartmentRow, CustomerFactoryRow } from '@tutela/contracts';
import { RequireLevel } from '../auth/guard/auth-metadata';
import { CurrentPrincipal } from '../auth/guard/current-principal.decorator';
import { commandContextOf } from '../http/command-context';
import { CommandId } from '../http/idempotency/idempotency-metadata';
import type { Principal } from '../auth/principal';
import { derivedUuid } from '../shared/derived-uuid';
import { ChangeCustomerCommand } from './commands/change-customer/change-customer.command';
import { customerCommandAnswer, type CustomerCommandResult } from './commands/customer-command-result';
import {
  AddFactoryRequestDto,
  DepartmentRequestDto,
  SetFactoryModulesRequestDto,
  UpdateFactoryRequestDto,
} from './commands/factories/factory.request.dto';
import { CUSTOMER_WRITE_LEVEL } from './customers.http.controller';
import type { CustomerCommand, FactoryInput } from './domain/customer-commands';
import { CustomerReader } from './queries/customer-reader';
import { IdempotentDelete, IdempotentPost } from '../http/idempotency/idempotent-routes';

type Answer = ReturnType<typeof customerCommandAnswer>;

function factoryFields(body: UpdateFactoryRequestDto): Partial<FactoryInput> {
  const fields: [keyof FactoryInput, unknown][] = [
    ['name', body.name],
    ['address', body.address],
    ['city', body.city],
    ['cityCode', body.city_code],
    ['lat', body.lat],
    ['lng', body.lng],
  ];
  return Object.fromEntries(fields.filter(([, value]) => value !== undefined)) as Partial<FactoryInput>;
}

/**
 * Factories (sedi / stabilimenti) of a customer and their departments (reparti). A customer-side user sees only
 * the factories of their pivots; a factory outside answers 404 like an unknown one.
 */
@ApiTags('aziende')
@ApiBearerAuth()
@Controller(['md/customers/:id/factories', 'fr/customers/:id/factories', 'sr/customers/:id/factories'])
export class CustomerFactoriesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly reader: CustomerReader,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Sedi aperte dell’azienda con i loro reparti' })
  async list(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<{ data: CustomerFactoryRow[] }> {
    await this.reader.customerRow(id, principal);
    return { data: await this.reader.factories(id, principal) };
  }

  @IdempotentPost()
  @HttpCode(201)
  @RequireLevel(CUSTOMER_WRITE_LEVEL)
  @ApiOperation({ summary: 'Aggiunge una sede (nome, indirizzo, comune, posizione sulla mappa)' })
  add(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Body() body: AddFactoryRequestDto,
    @CommandId() commandId: string,
  ): Promise<Answer> {
    const factoryId = derivedUuid(`${commandId}:factory`);
    const fields = factoryFields(body);
    const factory: FactoryInput = { name: body.name, address: null, city: null, lat: null, lng: null, ...fields };
    return this.run(id, { type: 'AddFactory', factoryId, factory }, principal, commandId, factoryId);
  }

  @IdempotentPost(':factoryId')
  @HttpCode(200)
  @RequireLevel(CUSTOMER_WRITE_LEVEL)
  @ApiOperation({ summary: 'Modifica una sede (solo i campi inviati; la mappa invia lat e lng)' })
  update(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Param('factoryId') factoryId: string,
    @Body() body: UpdateFactoryRequestDto,
    @CommandId() commandId: string,
  ): Promise<Answer> {
    return this.run(id, { type: 'UpdateFactory', factoryId, changes: factoryFields(body) }, principal, commandId);
  }

  @IdempotentDelete(':factoryId')
  @RequireLevel(CUSTOMER_WRITE_LEVEL)
  @ApiOperation({ summary: 'Chiude una sede (resta nello storico)' })
  close(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Param('factoryId') factoryId: string,
    @CommandId() commandId: string,
  ): Promise<Answer> {
    return this.run(id, { type: 'CloseFactory', factoryId }, principal, commandId);
  }

  @Get(':factoryId/modules')
  @ApiOperation({ summary: 'Moduli attivi della sede' })
  async modules(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Param('factoryId') factoryId: string,
  ): Promise<{ data: string[] }> {
    return { data: (await this.reader.factory(id, factoryId, principal)).modules };
  }

  @IdempotentPost(':factoryId/modules')
  @HttpCode(200)
  @RequireLevel(CUSTOMER_WRITE_LEVEL)
  @ApiOperation({ summary: 'Imposta i moduli attivi della sede (CHIM, DOC, DVR…)' })
  setModules(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Param('factoryId') factoryId: string,
    @Body() body: SetFactoryModulesRequestDto,
    @CommandId() commandId: string,
  ): Promise<Answer> {
    return this.run(id, { type: 'SetFactoryModules', factoryId, modules: body.modules }, principal, commandId);
  }

  @Get(':factoryId/departments')
  @ApiOperation({ summary: 'Reparti della sede' })
  async departments(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Param('factoryId') factoryId: string,
  ): Promise<{ data: CustomerDepartmentRow[] }> {
    return { data: (await this.reader.factory(id, factoryId, principal)).departments };
  }

  @IdempotentPost(':factoryId/departments')
  @HttpCode(201)
  @RequireLevel(CUSTOMER_WRITE_LEVEL)
  @ApiOperation({ summary: 'Aggiunge un reparto alla sede' })
  addDepartment(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Param('factoryId') factoryId: string,
    @Body() body: DepartmentRequestDto,
    @CommandId() commandId: string,
  ): Promise<Answer> {
    const departmentId = derivedUuid(`${commandId}:department`);
    return this.run(id, { type: 'AddDepartment', factoryId, departmentId, name: body.name }, principal, commandId, departmentId);
  }

  @IdempotentPost(':factoryId/departments/:departmentId')
  @HttpCode(200)
  @RequireLevel(CUSTOMER_WRITE_LEVEL)
  @ApiOperation({ summary: 'Rinomina un reparto' })
  renameDepartment(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Param('factoryId') factoryId: string,
    @Param('departmentId') departmentId: string,
    @Body() body: DepartmentRequestDto,
    @CommandId() commandId: string,
  ): Promise<Answer> {
    return this.run(id, { type: 'RenameDepartment', factoryId, departmentId, name: body.name }, principal, commandId);
  }

  @IdempotentDelete(':factoryId/departments/:departmentId')
  @RequireLevel(CUSTOMER_WRITE_LEVEL)
  @ApiOperation({ summary: 'Elimina un reparto' })
  removeDepartment(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Param('factoryId') factoryId: string,
    @Param('departmentId') departmentId: string,
    @CommandId() commandId: string,
  ): Promise<Answer> {
    return this.run(id, { type: 'RemoveDepartment', factoryId, departmentId }, principal, commandId);
  }

  /** `createdId`: the new factory's or department's id is the answer's `id` (the customer's otherwise). */
  private async run(
    customerId: string,
    command: CustomerCommand,
    principal: Principal,
    commandId: string,
    createdId?: string,
  ): Promise<Answer> {
    const result = await this.commands.execute<ChangeCustomerCommand, CustomerCommandResult>(
      new ChangeCustomerCommand(customerId, command, commandContextOf(principal, commandId)),
    );
    return customerCommandAnswer({ ...result, id: createdId ?? result.id });
  }
}
