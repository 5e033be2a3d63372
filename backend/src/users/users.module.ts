import { Module } from '@nestjs/common';
import { PRINCIPAL_LOADER } from '../auth/principal';
import { AuthModule } from '../auth/auth.module';
import { ChangePasswordHandler } from './commands/change-password/change-password.handler';
import { CreateEntityHandler } from './commands/create-entity/create-entity.handler';
import { CreateUserHandler } from './commands/create-user/create-user.handler';
import { DeactivateUserHandler } from './commands/deactivate-user/deactivate-user.handler';
import { ForcePasswordChangeHandler } from './commands/force-password-change/force-password-change.handler';
import { GrantUserRoleHandler } from './commands/grant-user-role/grant-user-role.handler';
import { ReactivateUserHandler } from './commands/reactivate-user/reactivate-user.handler';
import { RequestPasswordResetHandler } from './commands/request-password-reset/request-password-reset.handler';
import { ResetPasswordHandler } from './commands/reset-password/reset-password.handler';
import { RevokeUserRoleHandler } from './commands/revoke-user-role/revoke-user-role.handler';
import { UpdateEntityHandler } from './commands/update-entity/update-entity.handler';
import { UpdateUserProfileHandler } from './commands/update-user-profile/update-user-profile.handler';
import { CommandPipeline } from '../shared/command-pipeline';
import { EntitiesAdminController } from './http/entities-admin.http.controller';
import { UsersAdminController } from './http/users-admin.http.controller';
import { UsersInfrastructureModule } from './infrastructure/users-infrastructure.module';
import { UsersPrincipalLoader } from './principal/users-principal.loader';
import { GetUserDataController } from './queries/get-user-data/get-user-data.http.controller';
import { GetUserDataHandler } from './queries/get-user-data/get-user-data.handler';
import { GetUserRoleController } from './queries/get-user-role/get-user-role.http.controller';
import { GetUserController } from './queries/get-user/get-user.http.controller';
import { GetEntityHandler } from './queries/get-entity/get-entity.handler';
import { GetUserHandler } from './queries/get-user/get-user.handler';
import { ListRolesController } from './queries/list-roles/list-roles.http.controller';
import { ListEntitiesHandler } from './queries/list-entities/list-entities.handler';
import { ListUsersHandler } from './queries/list-users/list-users.handler';

const COMMAND_HANDLERS = [
  CreateEntityHandler,
  UpdateEntityHandler,
  CreateUserHandler,
  UpdateUserProfileHandler,
  GrantUserRoleHandler,
  RevokeUserRoleHandler,
  DeactivateUserHandler,
  ReactivateUserHandler,
  ForcePasswordChangeHandler,
  ChangePasswordHandler,
  RequestPasswordResetHandler,
  ResetPasswordHandler,
];
const QUERY_HANDLERS = [GetUserDataHandler, ListUsersHandler, GetUserHandler, ListEntitiesHandler, GetEntityHandler];

/**
 * The users context: user and entity aggregates, user and entity management, getuserdata and the principal loader the
 * global guard uses. Authentication (login, logout, passwords) comes with it through AuthModule.
 */
@Module({
  imports: [UsersInfrastructureModule, AuthModule],
  controllers: [
    UsersAdminController,
    EntitiesAdminController,
    ListRolesController,
    GetUserDataController,
    GetUserRoleController,
    GetUserController,
  ],
  providers: [
    CommandPipeline,
    ...COMMAND_HANDLERS,
    ...QUERY_HANDLERS,
    UsersPrincipalLoader,
    { provide: PRINCIPAL_LOADER, useExisting: UsersPrincipalLoader },
  ],
  exports: [PRINCIPAL_LOADER, UsersInfrastructureModule],
})
export class UsersModule {}
