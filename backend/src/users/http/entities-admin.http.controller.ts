import { Body, Controller, Get, HttpCode, Param, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  scopeOf,
  ENTITY_ADMIN_MIN_LEVEL,
  ENTITY_CREATE_MIN_LEVEL,
  type EntityDetail,
  type EntityListRow,
  type PagedResponse,
} from '@tutela/contracts';
import { RequireLevel } from '../../auth/guard/auth-metadata';
import { CurrentPrincipal } from '../../auth/guard/current-principal.decorator';
import { CommandId } from '../../http/idempotency/idempotency-metadata';
import type { Principal } from '../../auth/principal';
import { type CommandResult } from '../../shared/command-runner';
import { derivedUuid } from '../../shared/derived-uuid';
import { CreateEntityCommand } from '../commands/create-entity/create-entity.command';
import { UpdateEntityCommand } from '../commands/update-entity/update-entity.command';
import { commandAnswer } from '../commands/user-command-result';
import { GetEntityQuery } from '../queries/get-entity/get-entity.query';
import { ListEntitiesQuery } from '../queries/list-entities/list-entities.query';
import { ListEntitiesRequestDto } from '../queries/list-entities/list-entities.request.dto';
import { actorOf } from '../../auth/actor';
import { CreateEntityRequestDto, UpdateEntityRequestDto } from './entity-admin.request.dto';
import { IdempotentPost } from '../../http/idempotency/idempotent-routes';

type Answer = ReturnType<typeof commandAnswer>;

/**
 * "Enti" (Admin tools, spec part 1 §2 and §6: level 8 or 9): an entity administrator reads and edits their
 * own entity, a system administrator every entity and creates new ones.
 */
@ApiTags('enti')
@ApiBearerAuth()
@Controller(['md/entities', 'fr/entities', 'sr/entities'])
@RequireLevel(ENTITY_ADMIN_MIN_LEVEL)
export class EntitiesAdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Elenco enti (paginato; ordinamento name, address_info, users_count, created_at)' })
  list(@CurrentPrincipal() principal: Principal, @Query() params: ListEntitiesRequestDto): Promise<PagedResponse<EntityListRow>> {
    return this.queries.execute(new ListEntitiesQuery(params, scopeOf(principal)));
  }

  @Get(':id')
  @ApiOperation({ summary: "Scheda dell'ente, con la revisione da rimandare nella modifica" })
  get(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<{ data: EntityDetail }> {
    return this.queries.execute(new GetEntityQuery(id, scopeOf(principal)));
  }

  @IdempotentPost()
  @HttpCode(201)
  @RequireLevel(ENTITY_CREATE_MIN_LEVEL)
  @ApiOperation({ summary: 'Crea un ente (solo amministratori di sistema)' })
  async create(
    @CurrentPrincipal() principal: Principal,
    @Body() body: CreateEntityRequestDto,
    @CommandId() commandId: string,
  ): Promise<Answer> {
    // Derived from the command id: a retry with the same Idempotency-Key creates this same entity.
    const entityId = derivedUuid(`${commandId}:entity`);
    const fields = {
      name: body.name,
      addressInfo: body.address_info ?? null,
      activeMd: body.active_md ?? true,
      activeFr: body.active_fr ?? true,
      activeSr: body.active_sr ?? true,
      generic: body.generic ?? false,
    };
    const result = await this.commands.execute<CreateEntityCommand, CommandResult>(
      new CreateEntityCommand(entityId, fields, actorOf(principal), commandId),
    );
    return commandAnswer(result);
  }

  @IdempotentPost(':id')
  @HttpCode(200)
  @ApiOperation({ summary: "Modifica nome, indirizzo, applicazioni attive e versione generica dell'ente" })
  async update(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Body() body: UpdateEntityRequestDto,
    @CommandId() commandId: string,
  ): Promise<Answer> {
    const changes = {
      ...(body.name !== undefined && { name: body.name }),
      ...(body.address_info !== undefined && { addressInfo: body.address_info }),
      ...(body.active_md !== undefined && { activeMd: body.active_md }),
      ...(body.active_fr !== undefined && { activeFr: body.active_fr }),
      ...(body.active_sr !== undefined && { activeSr: body.active_sr }),
      ...(body.generic !== undefined && { generic: body.generic }),
    };
    const result = await this.commands.execute<UpdateEntityCommand, CommandResult>(
      new UpdateEntityCommand(id, changes, {
        actor: actorOf(principal),
        commandId,
        scope: scopeOf(principal),
        expectedRevision: body.revision,
      }),
    );
    return commandAnswer(result);
  }
}
