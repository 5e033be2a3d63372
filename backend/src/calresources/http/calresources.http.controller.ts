import { Body, Controller, Get, HttpCode, Param, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CALRESOURCE_MESSAGES, CALRESOURCE_MIN_LEVEL, isCustomerSide, scopeOf, type CalResourceRow } from '@tutela/contracts';
import { RequireLevel } from '../../auth/guard/auth-metadata';
import { CurrentPrincipal } from '../../auth/guard/current-principal.decorator';
import type { Principal } from '../../auth/principal';
import { commandContextOf } from '../../http/command-context';
import { CommandId } from '../../http/idempotency/idempotency-metadata';
import { IdempotentPost } from '../../http/idempotency/idempotent-routes';
import type { CommandResult } from '../../shared/command-runner';
import { derivedUuid } from '../../shared/derived-uuid';
import { DomainError } from '../../shared/domain-error';
import { CreateCalResourceCommand } from '../commands/create-calresource/create-calresource.command';
import { UpdateCalResourceCommand } from '../commands/update-calresource/update-calresource.command';
import { GetCalResourceQuery, ListCalResourcesQuery } from '../queries/calresource-queries';
import { CreateCalResourceRequestDto, ListCalResourcesRequestDto, UpdateCalResourceRequestDto } from './calresources.request.dto';

/** The caller's entity (null for the system administrator); customer-side roles never reach these records. */
function staffEntity(principal: Principal): string | null {
  const scope = scopeOf(principal);
  if (isCustomerSide(scope)) throw new DomainError(CALRESOURCE_MESSAGES.FORBIDDEN, 'forbidden');
  return scope.entityId;
}

/**
 * 'Risorse' and 'Ambulatori' (spec part 2 §3.8, §7.2 calresources): the resources and clinics the appointments
 * book, of the caller's entity. Reads and writes for the provider's staff from level 6.
 */
@ApiTags('calresources')
@ApiBearerAuth()
@Controller(['md/calresources', 'fr/calresources', 'sr/calresources'])
export class CalResourcesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @RequireLevel(CALRESOURCE_MIN_LEVEL)
  @ApiOperation({ summary: 'Elenco risorse o ambulatori (type=resources|classrooms), attivi prima, per nome' })
  list(@CurrentPrincipal() principal: Principal, @Query() params: ListCalResourcesRequestDto): Promise<{ data: CalResourceRow[] }> {
    return this.queries.execute(new ListCalResourcesQuery(staffEntity(principal), params.type));
  }

  @Get(':id')
  @RequireLevel(CALRESOURCE_MIN_LEVEL)
  @ApiOperation({ summary: 'Scheda risorsa o ambulatorio' })
  get(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<{ data: CalResourceRow }> {
    return this.queries.execute(new GetCalResourceQuery(staffEntity(principal), id));
  }

  @IdempotentPost()
  @HttpCode(201)
  @RequireLevel(CALRESOURCE_MIN_LEVEL)
  @ApiOperation({ summary: 'Crea una risorsa o un ambulatorio' })
  async create(@CurrentPrincipal() principal: Principal, @Body() body: CreateCalResourceRequestDto, @CommandId() commandId: string) {
    staffEntity(principal);
    const record = {
      // Derived from the command id: a retry with the same Idempotency-Key creates this same record.
      calResourceId: derivedUuid(`${commandId}:calresource`),
      resourceType: body.type,
      name: body.name,
      kind: body.kind ?? null,
      location: body.location ?? null,
      address: body.address ?? null,
      capacity: body.capacity ?? null,
    };
    const context = commandContextOf(principal, commandId);
    return { data: await this.commands.execute<CreateCalResourceCommand, CommandResult>(new CreateCalResourceCommand(record, context)) };
  }

  @IdempotentPost(':id')
  @HttpCode(200)
  @RequireLevel(CALRESOURCE_MIN_LEVEL)
  @ApiOperation({ summary: 'Modifica, disattiva (active=false) o riattiva la risorsa; revision obsoleta → 409' })
  async update(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Body() body: UpdateCalResourceRequestDto,
    @CommandId() commandId: string,
  ) {
    staffEntity(principal);
    const changes = {
      ...(body.name !== undefined && { name: body.name }),
      ...(body.kind !== undefined && { kind: body.kind }),
      ...(body.location !== undefined && { location: body.location }),
      ...(body.address !== undefined && { address: body.address }),
      ...(body.capacity !== undefined && { capacity: body.capacity }),
    };
    const context = commandContextOf(principal, commandId, { clientRevision: body.revision });
    const command = new UpdateCalResourceCommand(id, { changes, active: body.active }, context);
    return { data: await this.commands.execute<UpdateCalResourceCommand, CommandResult>(command) };
  }
}
