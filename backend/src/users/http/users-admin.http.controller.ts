import { Body, Controller, Get, HttpCode, Param, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { scopeOf, USER_ADMIN_MIN_LEVEL, type PagedResponse, type UserDetail, type UserListRow, type UserProfile } from '@tutela/contracts';
import { RequireLevel } from '../../auth/guard/auth-metadata';
import { CurrentPrincipal } from '../../auth/guard/current-principal.decorator';
import { CommandId } from '../../http/idempotency/idempotency-metadata';
import type { Principal } from '../../auth/principal';
import { derivedUuid } from '../../shared/derived-uuid';
import { CreateUserCommand } from '../commands/create-user/create-user.command';
import { DeactivateUserCommand } from '../commands/deactivate-user/deactivate-user.command';
import { ForcePasswordChangeCommand } from '../commands/force-password-change/force-password-change.command';
import { GrantUserRoleCommand } from '../commands/grant-user-role/grant-user-role.command';
import { ReactivateUserCommand } from '../commands/reactivate-user/reactivate-user.command';
import { RevokeUserRoleCommand } from '../commands/revoke-user-role/revoke-user-role.command';
import { UpdateUserProfileCommand } from '../commands/update-user-profile/update-user-profile.command';
import { commandAnswer, type UserCommandResult } from '../commands/user-command-result';
import { GetUserQuery } from '../queries/get-user/get-user.query';
import { ListUsersQuery } from '../queries/list-users/list-users.query';
import { ListUsersRequestDto } from '../queries/list-users/list-users.request.dto';
import { commandContextOf } from '../../http/command-context';
import { CreateUserRequestDto, GrantRoleRequestDto, ReasonRequestDto, UpdateUserRequestDto } from './user-admin.request.dto';
import { IdempotentDelete, IdempotentPost } from '../../http/idempotency/idempotent-routes';

type Answer = ReturnType<typeof commandAnswer>;

/** User management (spec part 1 §6: Users menu needs level 8), scoped by the caller's tenant scope (scopeOf: their entity, every one for a system administrator). */
@ApiTags('utenti')
@ApiBearerAuth()
@Controller(['md/users', 'fr/users', 'sr/users'])
@RequireLevel(USER_ADMIN_MIN_LEVEL)
export class UsersAdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Elenco utenti (paginato; ordinamento name, email, created_at, active)' })
  list(@CurrentPrincipal() principal: Principal, @Query() params: ListUsersRequestDto): Promise<PagedResponse<UserListRow>> {
    return this.queries.execute(new ListUsersQuery(params, scopeOf(principal)));
  }

  @Get(':id')
  @ApiOperation({ summary: 'Scheda utente' })
  get(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<{ data: UserDetail }> {
    return this.queries.execute(new GetUserQuery(id, scopeOf(principal)));
  }

  @IdempotentPost()
  @HttpCode(201)
  @ApiOperation({ summary: 'Crea un utente' })
  create(@CurrentPrincipal() principal: Principal, @Body() body: CreateUserRequestDto, @CommandId() commandId: string): Promise<Answer> {
    // Only a system administrator may choose the entity; the user stream's authorize refuses any other with 404.
    const entityId = body.entity_id ?? principal.entityId;
    return this.run(
      new CreateUserCommand(
        {
          // Derived from the command id: a retry with the same Idempotency-Key creates this same user.
          userId: derivedUuid(`${commandId}:user`),
          entityId,
          email: body.email,
          firstName: body.first_name,
          lastName: body.last_name,
          password: body.password ?? null,
          phone: body.phone ?? null,
          isMirEnabled: body.is_mir_enabled,
          staffRoles: body.staff_roles,
          customerSettings: body.customer_settings ?? null,
        },
        commandContextOf(principal, commandId),
      ),
    );
  }

  @IdempotentPost(':id')
  @HttpCode(200)
  @ApiOperation({ summary: "Modifica i dati anagrafici dell'utente" })
  update(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Body() body: UpdateUserRequestDto,
    @CommandId() commandId: string,
  ): Promise<Answer> {
    const changes: Partial<UserProfile> = {
      ...(body.email !== undefined && { email: body.email }),
      ...(body.first_name !== undefined && { firstName: body.first_name }),
      ...(body.last_name !== undefined && { lastName: body.last_name }),
      ...(body.phone !== undefined && { phone: body.phone }),
      ...(body.is_mir_enabled !== undefined && { isMirEnabled: body.is_mir_enabled }),
      ...(body.staff_roles !== undefined && { staffRoles: body.staff_roles }),
      ...(body.customer_settings !== undefined && { customerSettings: body.customer_settings }),
    };
    // The card's revision: the user stream's declaration says which later changes make it stale.
    return this.run(new UpdateUserProfileCommand(id, changes, commandContextOf(principal, commandId, { clientRevision: body.revision })));
  }

  @IdempotentPost(':id/roles')
  @HttpCode(201)
  @ApiOperation({ summary: 'Assegna un ruolo (con cliente/stabilimento per i ruoli lato cliente)' })
  grant(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Body() body: GrantRoleRequestDto,
    @CommandId() commandId: string,
  ): Promise<Answer> {
    return this.run(
      new GrantUserRoleCommand(
        {
          userId: id,
          grantId: derivedUuid(`${commandId}:grant`),
          role: body.role,
          customerId: body.customer_id || null,
          factoryId: body.factory_id || null,
          app: body.app ?? null,
        },
        commandContextOf(principal, commandId),
      ),
    );
  }

  @IdempotentDelete(':id/roles/:grantId')
  @ApiOperation({ summary: "Revoca un ruolo assegnato all'utente" })
  revoke(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Param('grantId') grantId: string,
    @CommandId() commandId: string,
  ): Promise<Answer> {
    return this.run(new RevokeUserRoleCommand(id, grantId, commandContextOf(principal, commandId)));
  }

  @IdempotentPost(':id/deactivate')
  @HttpCode(200)
  @ApiOperation({ summary: "Disattiva l'utente: non può più accedere e le sue sessioni smettono di funzionare" })
  deactivate(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Body() body: ReasonRequestDto,
    @CommandId() commandId: string,
  ): Promise<Answer> {
    return this.run(new DeactivateUserCommand(id, body.reason ?? null, commandContextOf(principal, commandId)));
  }

  @IdempotentPost(':id/reactivate')
  @HttpCode(200)
  @ApiOperation({ summary: "Riattiva l'utente" })
  reactivate(@CurrentPrincipal() principal: Principal, @Param('id') id: string, @CommandId() commandId: string): Promise<Answer> {
    return this.run(new ReactivateUserCommand(id, commandContextOf(principal, commandId)));
  }

  @IdempotentPost(':id/force-password-change')
  @HttpCode(200)
  @ApiOperation({ summary: 'Obbliga il cambio password al prossimo accesso' })
  forcePasswordChange(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Body() body: ReasonRequestDto,
    @CommandId() commandId: string,
  ): Promise<Answer> {
    return this.run(new ForcePasswordChangeCommand(id, body.reason ?? null, commandContextOf(principal, commandId)));
  }

  private async run(command: object): Promise<Answer> {
    const result = await this.commands.execute<object, UserCommandResult>(command);
    return commandAnswer(result);
  }
}
